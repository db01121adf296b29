// The /pricing quiz: four questions, then a short contact form for the custom quote. A single
// choice is recorded and moves on after 0.3 s; the multi-select question waits for Next. When the
// visitor had started on the server-rendered quiz, it carries on from there (`typed`).
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useReducer, useRef, useState } from "react";

import { track } from "../../lib/analytics";
import { apiUrl, withBooking, withGuide } from "../../lib/api";
import { countStep, useFunnel } from "../../lib/beacon";
import { fill } from "../../lib/lead-rules";
import type { TakeoverProps } from "../../lib/mount";
import { clearState, loadState, saveState, stringList } from "../../lib/saved-progress";
import { toast } from "../../lib/toast";
import { useLeadForm } from "../../lib/use-lead-form";
import { Button } from "../ui/button";
import { CheckboxCards } from "../ui/choice";
import { ContactFields, registerContact } from "../ui/contact-fields";
import { Honeypot } from "../ui/field";
import { Progress } from "../ui/progress";
import {
  AUTO_ADVANCE_MS,
  EMPTY_PRICING_CONTACT,
  initialPricingState,
  parseSavedPricing,
  PRICING_CONTACT_FIELDS,
  pricingContactSchema,
  type PricingContactOutput,
  type PricingContactValues,
  pricingPayload,
  type PricingQuizOptions,
  pricingReducer,
  progressOf,
  STORAGE_KEY,
  toQuestions,
  typedPricing,
  typedPricingContact,
} from "./quiz";

export interface PricingQuizProps extends PricingQuizOptions, TakeoverProps {
  /** On a landing page whose form offers a guide: the line saying it follows by email. */
  guideNote?: string;
}

export default function PricingQuiz({ questions: sent, typed, honeypot, source, copy, event, rules, funnel, booking, guideNote }: PricingQuizProps) {
  const questions = useMemo(() => toQuestions(sent), [sent]);
  const reducer = useMemo(() => pricingReducer(questions, rules.messages.atLeastOne), [questions, rules]);
  const schema = useMemo(() => pricingContactSchema(rules), [rules]);
  const stepCount = questions.length;
  // What the visitor did on the server form wins over the progress saved in this tab; an untouched
  // server form (its step number only) says nothing, so a reload carries on where the quiz was.
  const [start] = useState(() => {
    const saved = loadState(STORAGE_KEY, (value) => parseSavedPricing(value, questions));
    const touched = typed !== undefined && Object.keys(typed).some((name) => name !== "step");
    return touched ? typedPricing(typed, questions, saved) : { state: saved ?? initialPricingState(), chosen: false };
  });
  const [state, dispatch] = useReducer(reducer, start.state);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lead = useLeadForm<PricingContactValues, PricingContactOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_PRICING_CONTACT,
    startValues: typed ? typedPricingContact(typed) : undefined,
    fields: PRICING_CONTACT_FIELDS,
    failure: copy.failure,
    honeypot,
  });

  useEffect(() => {
    // Nothing answered yet is nothing to resume: the page then waits for the visitor again.
    const untouched = state.step === 1 && !state.showForm && Object.keys(state.answers).length === 0;
    if (untouched) clearState(STORAGE_KEY);
    else saveState(STORAGE_KEY, { step: state.step, answers: state.answers, showForm: state.showForm });
  }, [state]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A choice made on the server form just before React arrived moves on as a click would.
  useEffect(() => {
    if (!start.chosen) return;
    timer.current = setTimeout(() => go({ type: "advance" }), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer.current);
  }, [start]);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = false;
  }, [state.step, state.showForm]);
  // The island mounts on the visitor's first use of the quiz (it is started), then counts each
  // later step reached: questions 2 to 4, then the contact details.
  const reach = useFunnel(funnel);
  useEffect(() => {
    if (!funnel) return;
    reach(funnel.open);
    if (state.showForm) reach(String(stepCount + 1));
    else if (state.step > 1) reach(String(state.step));
  }, [funnel, reach, state.step, state.showForm, stepCount]);

  const go = (action: { type: "advance" } | { type: "back" }) => {
    clearTimeout(timer.current);
    moved.current = true;
    dispatch(action);
  };

  const choose = (option: string) => {
    dispatch({ type: "choose", option });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go({ type: "advance" }), AUTO_ADVANCE_MS);
  };

  const onValid = (values: PricingContactOutput) =>
    lead.submit(apiUrl("quoteRequest"), pricingPayload(values, state.answers, source), (result) => {
      // One toast at a time: the two messages of the original product share one toast.
      toast(withBooking(withGuide(copy.success, guideNote), result, booking));
      track(event);
      countStep(funnel?.form, funnel?.sent ?? "");
      clearState(STORAGE_KEY);
      moved.current = true;
      dispatch({ type: "reset" });
    });

  const question = questions[state.step - 1];
  const answer = state.answers[question.id];
  const progress = progressOf(state, stepCount);

  return (
    <div className="pricing-quiz">
      <div className="quiz-progress">
        <p className="quiz-step-count">
          {state.showForm ? copy.almostDone : fill(copy.questionCount, { step: state.step, count: stepCount })}
        </p>
        <Progress value={Math.round(progress * stepCount)} max={stepCount} label={copy.progressLabel} />
      </div>

      {state.showForm ? (
        <form noValidate onSubmit={lead.handleSubmit(onValid)} className="quiz-form" aria-labelledby="pricing-quiz-heading">
          <h3 id="pricing-quiz-heading" ref={heading} tabIndex={-1} className="quiz-question">
            {copy.contactHeading}
          </h3>
          <div className="form-grid sm:grid-cols-2">
            <ContactFields idPrefix="pricing" fields={registerContact(lead.register)} errors={lead.errors} labels={copy.labels} />
          </div>
          <Honeypot ref={lead.fill.honeypotRef} />
          <div className="quiz-actions">
            <Button variant="secondary" onClick={() => go({ type: "back" })}>
              {copy.back}
            </Button>
            <Button ref={lead.submitButton} type="submit" disabled={lead.isSubmitting}>
              {lead.isSubmitting ? copy.submitting : copy.submit}
            </Button>
          </div>
        </form>
      ) : (
        <div className="quiz-form">
          <h3 id="pricing-quiz-heading" ref={heading} tabIndex={-1} className="quiz-question">
            {question.title}
          </h3>
          {question.multiple ? (
            <CheckboxCards
              name={`pricing-${question.id}`}
              legend={`${question.title} ${copy.chooseAll}`}
              legendClassName="sr-only"
              options={question.options.map((option) => ({ value: option.id, label: option.label }))}
              values={stringList(answer)}
              onToggle={(option) => dispatch({ type: "toggle", option })}
              error={state.error}
              columns={2}
            />
          ) : (
            <div role="group" aria-labelledby="pricing-quiz-heading" className="choice-grid sm:grid-cols-2">
              {question.options.map((option) => (
                <button
                  key={option.id}
                  type="button"
                  className="choice-card choice-button"
                  aria-pressed={answer === option.id}
                  onClick={() => choose(option.id)}
                >
                  {option.label}
                </button>
              ))}
            </div>
          )}
          {/* On the first question there is nowhere to go back to and nothing to confirm. */}
          {state.step > 1 || question.multiple ? (
            <div className="quiz-actions">
              <Button variant="secondary" disabled={state.step === 1} onClick={() => go({ type: "back" })}>
                {copy.back}
              </Button>
              {question.multiple ? (
                <Button onClick={() => go({ type: "advance" })}>{state.step === stepCount ? copy.complete : copy.next}</Button>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
