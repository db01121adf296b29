// The hero "Get started" quote quiz: a five-step dialog. Progress is kept in sessionStorage
// until the quiz is submitted, so closing the dialog or reloading the page loses nothing.
import { useEffect, useReducer, useRef, useState } from "react";

import { track } from "../../lib/analytics";
import { apiUrl } from "../../lib/api";
import { clearState, loadState, saveState } from "../../lib/saved-progress";
import { toast } from "../../lib/toast";
import { useLeadForm } from "../../lib/use-lead-form";
import { Button } from "../ui/button";
import { CheckboxCards, RadioCards } from "../ui/choice";
import { Dialog } from "../ui/dialog";
import { Honeypot, SelectField, TextareaField, TextField } from "../ui/field";
import { Progress } from "../ui/progress";
import { useIslandTriggers } from "../ui/use-triggers";
import {
  BUSINESS_FIELDS,
  businessResolver,
  type BusinessValues,
  businessValues,
  emptyAnswers,
  type HeroQuizOptions,
  INDUSTRY_PLACEHOLDER,
  initialState,
  parseSaved,
  quizReducer,
  quotePayload,
  STEP_COUNT,
  STORAGE_KEY,
} from "./quiz";

const asOptions = (labels: string[]) => labels.map((label) => ({ value: label, label }));

const STEP_HEADINGS = [
  "What is your main business goal?",
  "What is your monthly marketing budget?",
  "Which services are you interested in?",
  "Which industry are you in?",
  "Tell us about your business",
];

export type HeroQuizProps = HeroQuizOptions;

export default function HeroQuiz(options: HeroQuizProps) {
  const [open, setOpen] = useState(false);
  const [state, dispatch] = useReducer(
    quizReducer,
    undefined,
    () => loadState(STORAGE_KEY, (value) => parseSaved(value, options)) ?? initialState(),
  );
  // The business step is a react-hook-form form like the other lead forms; its values are also
  // kept in the quiz state, so sessionStorage keeps them with the rest of the progress.
  const { form, fill, submit } = useLeadForm<BusinessValues>({
    resolver: businessResolver,
    defaultValues: businessValues(emptyAnswers()),
    startValues: businessValues(state.answers),
    fields: BUSINESS_FIELDS,
    failure: { title: "Error", description: "Failed to submit your information. Please try again.", variant: "destructive" },
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting: submitting },
  } = form;
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const opener = useIslandTriggers("hero-quiz", () => {
    fill.restartClock();
    setOpen(true);
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
  }, [state.step]);

  const { step, answers } = state;
  const isLast = step === STEP_COUNT - 1;

  const setChoice = (field: "businessGoal" | "budget" | "industry", value: string) => dispatch({ type: "answer", field, value });

  const onValid = (values: BusinessValues) =>
    submit(apiUrl("quoteRequest"), quotePayload({ ...answers, ...values }), () => {
      toast({ title: "Thank you!", description: "We'll contact you within 24 hours with a customized proposal." });
      track({ event: "quiz_completed", category: "engagement", label: "hero_section" });
      clearState(STORAGE_KEY);
      dispatch({ type: "reset" });
      setOpen(false);
    });

  const onSubmit = (event: React.FormEvent) => {
    if (isLast) {
      void handleSubmit(onValid)(event);
      return;
    }
    event.preventDefault();
    moved.current = true;
    dispatch({ type: "next" });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Get your custom marketing strategy"
      description="Five quick questions, then we send you a proposal within 24 hours."
      returnFocusTo={opener}
      className="dialog-lg"
    >
      <div className="quiz-progress">
        <p className="quiz-step-count" aria-live="polite">
          Step {step + 1} of {STEP_COUNT}
        </p>
        <Progress value={step + 1} max={STEP_COUNT} label="Quiz progress" />
      </div>
      <form noValidate onSubmit={onSubmit} className="quiz-form">
        <h3 ref={stepHeading} tabIndex={-1} className="quiz-question">
          {STEP_HEADINGS[step]}
        </h3>
        {step === 0 ? (
          <RadioCards
            name="businessGoal"
            legend={STEP_HEADINGS[0]}
            legendClassName="sr-only"
            options={asOptions(options.businessGoals)}
            value={answers.businessGoal}
            onChange={(value) => setChoice("businessGoal", value)}
          />
        ) : null}
        {step === 1 ? (
          <RadioCards
            name="budget"
            legend={STEP_HEADINGS[1]}
            legendClassName="sr-only"
            options={asOptions(options.budgets)}
            value={answers.budget}
            onChange={(value) => setChoice("budget", value)}
          />
        ) : null}
        {step === 2 ? (
          <CheckboxCards
            name="services"
            legend={`${STEP_HEADINGS[2]} Choose all that apply.`}
            legendClassName="sr-only"
            options={asOptions(options.services)}
            values={answers.services}
            onToggle={(value) => dispatch({ type: "toggleService", value })}
            columns={2}
          />
        ) : null}
        {step === 3 ? (
          <SelectField
            id="hero-quiz-industry"
            label="Industry"
            placeholder={INDUSTRY_PLACEHOLDER}
            options={asOptions(options.industries)}
            value={answers.industry}
            onChange={(event) => setChoice("industry", event.target.value)}
          />
        ) : null}
        {step === 4 ? (
          <div className="form-grid sm:grid-cols-2">
            <TextField
              id="hero-quiz-company"
              label="Company name"
              required
              autoComplete="organization"
              error={errors.company?.message}
              {...register("company")}
            />
            <TextField
              id="hero-quiz-name"
              label="Your name"
              required
              autoComplete="name"
              error={errors.name?.message}
              {...register("name")}
            />
            <TextField
              id="hero-quiz-email"
              label="Email"
              type="email"
              required
              autoComplete="email"
              error={errors.email?.message}
              {...register("email")}
            />
            <TextField
              id="hero-quiz-phone"
              label="Phone"
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register("phone")}
            />
            <TextField
              id="hero-quiz-website"
              label="Website"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://example.com"
              error={errors.website?.message}
              {...register("website")}
              wrapperClassName="sm:col-span-2"
            />
            <TextareaField
              id="hero-quiz-description"
              label="What does your business do?"
              rows={3}
              error={errors.description?.message}
              {...register("description")}
              wrapperClassName="sm:col-span-2"
            />
            <Honeypot ref={fill.honeypotRef} />
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
            Back
          </Button>
          <Button type="submit" disabled={submitting} aria-disabled={submitting || undefined}>
            {isLast ? (submitting ? "Sending..." : "Get My Strategy") : "Next"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
