// The hero "Get started" quote quiz: a five-step dialog. Progress is kept in sessionStorage
// until the quiz is submitted, so closing the dialog or reloading the page loses nothing.
import { useEffect, useMemo, useReducer, useRef } from "react";

import { track } from "../../lib/analytics";
import { apiUrl, withBooking } from "../../lib/api";
import { countStep, useFunnel } from "../../lib/beacon";
import { fill } from "../../lib/lead-rules";
import { clearState, loadState, saveState } from "../../lib/saved-progress";
import { toast } from "../../lib/toast";
import { useLeadForm } from "../../lib/use-lead-form";
import { Button } from "../ui/button";
import { CheckboxCards, RadioCards } from "../ui/choice";
import { Dialog } from "../ui/dialog";
import { Honeypot, SelectField, TextareaField, TextField } from "../ui/field";
import { Progress } from "../ui/progress";
import { useIslandDialog } from "../ui/use-triggers";
import {
  BUSINESS_FIELDS,
  businessResolver,
  type BusinessValues,
  businessValues,
  emptyAnswers,
  type HeroQuizOptions,
  initialState,
  parseSaved,
  quizReducer,
  quotePayload,
  STEP_COUNT,
  STORAGE_KEY,
} from "./quiz";

// The values are the English texts (the API's contract); the server says how each reads.
const asOptions = (values: string[], labels: Record<string, string> = {}) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

export type HeroQuizProps = HeroQuizOptions;

// The business step's first inputs, in the form's order (website and description follow).
const BUSINESS_INPUTS = [
  { name: "company", required: true, autoComplete: "organization" },
  { name: "name", required: true, autoComplete: "name" },
  { name: "email", type: "email", required: true, autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
] as const;

// Steps 1 and 2: one choice each, from the props' list of that name.
const ONE_CHOICE_STEPS = [
  { name: "businessGoal", list: "businessGoals" },
  { name: "budget", list: "budgets" },
] as const;

export default function HeroQuiz(options: HeroQuizProps) {
  const { copy } = options;
  const headings = copy.steps;
  const resolver = useMemo(() => businessResolver(options.rules), [options.rules]);
  const [state, dispatch] = useReducer(
    quizReducer,
    undefined,
    () => loadState(STORAGE_KEY, (value) => parseSaved(value, options)) ?? initialState(),
  );
  // The business step is a react-hook-form form like the other lead forms; its values are also
  // kept in the quiz state, so sessionStorage keeps them with the rest of the progress.
  const lead = useLeadForm<BusinessValues>({
    resolver,
    defaultValues: businessValues(emptyAnswers()),
    startValues: businessValues(state.answers),
    fields: BUSINESS_FIELDS,
    failure: copy.failure,
  });
  const { watch } = lead.form;
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const reach = useFunnel(options.funnel);
  const dialog = useIslandDialog("hero-quiz", () => {
    lead.fill.restartClock();
    if (options.funnel) reach(options.funnel.open);
  });

  useEffect(() => saveState(STORAGE_KEY, state), [state]);
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name) dispatch({ type: "answer", field: name, value: values[name] ?? "" });
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  // After Next or Back, focus moves to the new step's heading so keyboard and screen-reader
  // users start reading the new question.
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
    moved.current = false;
    if (dialog.open && state.step > 0) reach(String(state.step + 1));
  }, [state.step, dialog.open, reach]);

  const { step, answers } = state;
  const isLast = step === STEP_COUNT - 1;

  const setChoice = (field: "businessGoal" | "budget" | "industry", value: string) => dispatch({ type: "answer", field, value });

  const onValid = (values: BusinessValues) =>
    lead.submit(apiUrl("quoteRequest"), quotePayload({ ...answers, ...values }, options.source), (result) => {
      toast(withBooking(copy.success, result, options.booking));
      track(options.event);
      countStep(options.funnel?.form, options.funnel?.sent ?? "");
      clearState(STORAGE_KEY);
      dispatch({ type: "reset" });
      dialog.onOpenChange(false);
    });

  const onSubmit = (event: React.FormEvent) => {
    if (isLast) {
      void lead.handleSubmit(onValid)(event);
      return;
    }
    event.preventDefault();
    moved.current = true;
    dispatch({ type: "next" });
  };

  return (
    <Dialog {...dialog} title={copy.title} description={copy.description} className="dialog-lg">
      <div className="quiz-progress">
        <p className="quiz-step-count" aria-live="polite">
          {fill(copy.stepCount, { step: step + 1, count: STEP_COUNT })}
        </p>
        <Progress value={step + 1} max={STEP_COUNT} label={copy.progressLabel} />
      </div>
      <form noValidate onSubmit={onSubmit} className="quiz-form">
        <h3 ref={stepHeading} tabIndex={-1} className="quiz-question">
          {headings[step]}
        </h3>
        {step < ONE_CHOICE_STEPS.length ? (
          <RadioCards
            key={ONE_CHOICE_STEPS[step].name}
            name={ONE_CHOICE_STEPS[step].name}
            legend={headings[step]}
            legendClassName="sr-only"
            options={asOptions(options[ONE_CHOICE_STEPS[step].list], options.optionLabels)}
            value={answers[ONE_CHOICE_STEPS[step].name]}
            onChange={(value) => setChoice(ONE_CHOICE_STEPS[step].name, value)}
          />
        ) : null}
        {step === 2 ? (
          <CheckboxCards
            name="services"
            legend={`${headings[2]} ${copy.chooseAll}`}
            legendClassName="sr-only"
            options={asOptions(options.services, options.optionLabels)}
            values={answers.services}
            onToggle={(value) => dispatch({ type: "toggleService", value })}
            columns={2}
          />
        ) : null}
        {step === 3 ? (
          <SelectField
            id="hero-quiz-industry"
            label={copy.labels.industry}
            placeholder={copy.placeholders.industry}
            options={asOptions(options.industries, options.optionLabels)}
            value={answers.industry}
            onChange={(event) => setChoice("industry", event.target.value)}
          />
        ) : null}
        {step === 4 ? (
          <div className="form-grid sm:grid-cols-2">
            {BUSINESS_INPUTS.map(({ name, ...input }) => (
              <TextField
                key={name}
                id={`hero-quiz-${name}`}
                label={copy.labels[name]}
                error={lead.errors[name]?.message}
                {...input}
                {...lead.register(name)}
              />
            ))}
            <TextField
              id="hero-quiz-website"
              label={copy.labels.website}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={copy.placeholders.website}
              error={lead.errors.website?.message}
              {...lead.register("website")}
              wrapperClassName="sm:col-span-2"
            />
            <TextareaField
              id="hero-quiz-description"
              label={copy.labels.description}
              rows={3}
              error={lead.errors.description?.message}
              {...lead.register("description")}
              wrapperClassName="sm:col-span-2"
            />
            <Honeypot ref={lead.fill.honeypotRef} />
          </div>
        ) : null}
        <div className="quiz-actions">
          <Button
            variant="secondary"
            disabled={step === 0}
            onClick={() => {
              moved.current = true;
              dispatch({ type: "back" });
            }}
          >
            {copy.back}
          </Button>
          <Button type="submit" disabled={lead.isSubmitting} aria-disabled={lead.isSubmitting || undefined}>
            {isLast ? (lead.isSubmitting ? copy.submitting : copy.submit) : copy.next}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
