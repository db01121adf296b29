// The /pricing quiz: four questions, then a short contact form for the custom quote. A single
// choice is recorded and moves on after 0.3 s; the multi-select question waits for Next.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useReducer, useRef } from "react";
import { useForm } from "react-hook-form";

import { apiUrl } from "../../lib/api";
import { useLeadFill } from "../../lib/lead-form";
import { clearState, loadState, saveState, stringList } from "../../lib/session-state";
import { toast } from "../../lib/toast";
import { Button } from "../ui/button";
import { CheckboxCards } from "../ui/choice";
import { Honeypot, TextField } from "../ui/field";
import { Progress } from "../ui/progress";
import { applyServerErrors } from "../ui/server-errors";
import {
  AUTO_ADVANCE_MS,
  initialPricingState,
  parseSavedPricing,
  PRICING_CONTACT_FIELDS,
  pricingContactSchema,
  type PricingContactOutput,
  type PricingContactValues,
  pricingPayload,
  pricingReducer,
  progressOf,
  type QuestionCopy,
  STEP_COUNT,
  STORAGE_KEY,
  withCopy,
} from "./quiz";

const EMPTY_CONTACT: PricingContactValues = { name: "", email: "", company: "", phone: "" };

export interface PricingQuizProps {
  questions?: QuestionCopy[];
}

export default function PricingQuiz({ questions: copy }: PricingQuizProps) {
  const questions = useMemo(() => withCopy(copy), [copy]);
  const [state, dispatch] = useReducer(
    pricingReducer,
    undefined,
    () => loadState(STORAGE_KEY, parseSavedPricing) ?? initialPricingState(),
  );
  const fill = useLeadFill();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const submitButton = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PricingContactValues, unknown, PricingContactOutput>({
    resolver: zodResolver(pricingContactSchema),
    defaultValues: EMPTY_CONTACT,
  });

  useEffect(() => saveState(STORAGE_KEY, { step: state.step, answers: state.answers, showForm: state.showForm }), [state]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = false;
  }, [state.step, state.showForm]);

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

  const onValid = async (values: PricingContactOutput) => {
    const result = await fill.submit(apiUrl("quoteRequest"), pricingPayload(values, state.answers));
    if (result.status === "ok") {
      // One toast at a time: the two messages of the original product share one toast.
      toast({
        title: "Quote request submitted!",
        description: "Thank you! We'll review your answers and send your custom quote within 24 hours.",
      });
      clearState(STORAGE_KEY);
      reset(EMPTY_CONTACT);
      moved.current = true;
      dispatch({ type: "reset" });
      return;
    }
    toast({ title: "Something went wrong", description: "Please try again or contact us directly.", variant: "destructive" });
    const shown = result.status === "invalid" && applyServerErrors(setError, result.fieldErrors, PRICING_CONTACT_FIELDS);
    if (!shown) requestAnimationFrame(() => submitButton.current?.focus());
  };

  const question = questions[state.step - 1];
  const answer = state.answers[question.id];
  const progress = progressOf(state);

  return (
    <div className="pricing-quiz">
      <div className="quiz-progress">
        <p className="quiz-step-count">
          {state.showForm ? "Almost done" : `Question ${state.step} of ${STEP_COUNT}`}
        </p>
        <Progress value={Math.round(progress * STEP_COUNT)} max={STEP_COUNT} label="Pricing quiz progress" />
      </div>

      {state.showForm ? (
        <form noValidate onSubmit={handleSubmit(onValid)} className="quiz-form" aria-labelledby="pricing-quiz-heading">
          <h3 id="pricing-quiz-heading" ref={heading} tabIndex={-1} className="quiz-question">
            Where should we send your quote?
          </h3>
          <div className="form-grid sm:grid-cols-2">
            <TextField id="pricing-name" label="Name" required autoComplete="name" error={errors.name?.message} {...register("name")} />
            <TextField
              id="pricing-email"
              label="Email"
              type="email"
              required
              autoComplete="email"
              error={errors.email?.message}
              {...register("email")}
            />
            <TextField
              id="pricing-company"
              label="Company"
              required
              autoComplete="organization"
              error={errors.company?.message}
              {...register("company")}
            />
            <TextField id="pricing-phone" label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register("phone")} />
          </div>
          <Honeypot ref={fill.honeypotRef} />
          <div className="quiz-actions">
            <Button variant="secondary" onClick={() => go({ type: "back" })}>
              Back
            </Button>
            <Button ref={submitButton} type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Submitting..." : "Get My Custom Quote"}
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
              legend={`${question.title} Choose all that apply.`}
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
                Back
              </Button>
              {question.multiple ? (
                <Button onClick={() => go({ type: "advance" })}>{state.step === STEP_COUNT ? "Complete Quiz" : "Next"}</Button>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
