// The hero "Get started" quote quiz: a five-step dialog. Progress is kept in sessionStorage
// until the quiz is submitted, so closing the dialog or reloading the page loses nothing.
import { useEffect, useReducer, useRef, useState } from "react";

import { track } from "../../lib/analytics";
import { apiUrl } from "../../lib/api";
import { useLeadFill } from "../../lib/lead-form";
import { clearState, loadState, saveState } from "../../lib/saved-progress";
import { toast } from "../../lib/toast";
import { Button } from "../ui/button";
import { CheckboxCards, RadioCards } from "../ui/choice";
import { Dialog } from "../ui/dialog";
import { Honeypot, SelectField, TextareaField, TextField } from "../ui/field";
import { Progress } from "../ui/progress";
import { useIslandTriggers } from "../ui/use-triggers";
import {
  BUSINESS_FIELDS,
  type BusinessErrors,
  type BusinessField,
  type HeroQuizOptions,
  INDUSTRY_PLACEHOLDER,
  initialState,
  parseSaved,
  quizReducer,
  quotePayload,
  STEP_COUNT,
  STORAGE_KEY,
  validateBusinessInfo,
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
  const [errors, setErrors] = useState<BusinessErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const fill = useLeadFill();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const opener = useIslandTriggers("hero-quiz", () => {
    fill.restartClock();
    setOpen(true);
  });

  useEffect(() => saveState(STORAGE_KEY, state), [state]);

  // After Next or Back, focus moves to the new step's heading so keyboard and screen-reader
  // users start reading the new question.
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
    moved.current = false;
  }, [state.step]);

  const { step, answers } = state;
  const isLast = step === STEP_COUNT - 1;

  const setField = (field: BusinessField | "businessGoal" | "budget" | "industry", value: string) => {
    dispatch({ type: "answer", field, value });
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstError = (found: BusinessErrors) => {
    const first = BUSINESS_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#hero-quiz-${first}`)?.focus();
  };

  const submit = async () => {
    const found = validateBusinessInfo(answers);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(found);
      return;
    }
    setSubmitting(true);
    const result = await fill.submit(apiUrl("quoteRequest"), quotePayload(answers));
    setSubmitting(false);
    if (result.status === "ok") {
      toast({ title: "Thank you!", description: "We'll contact you within 24 hours with a customized proposal." });
      track({ event: "quiz_completed", category: "engagement", label: "hero_section" });
      clearState(STORAGE_KEY);
      dispatch({ type: "reset" });
      setErrors({});
      setOpen(false);
      return;
    }
    toast({ title: "Error", description: "Failed to submit your information. Please try again.", variant: "destructive" });
    if (result.status === "invalid") {
      const serverErrors: BusinessErrors = {};
      for (const field of BUSINESS_FIELDS) {
        const message = result.fieldErrors[field]?.[0];
        if (message) serverErrors[field] = message;
      }
      setErrors(serverErrors);
      focusFirstError(serverErrors);
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (isLast) {
      void submit();
    } else {
      moved.current = true;
      dispatch({ type: "next" });
    }
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
      <form ref={formRef} noValidate onSubmit={onSubmit} className="quiz-form">
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
            onChange={(value) => setField("businessGoal", value)}
          />
        ) : null}
        {step === 1 ? (
          <RadioCards
            name="budget"
            legend={STEP_HEADINGS[1]}
            legendClassName="sr-only"
            options={asOptions(options.budgets)}
            value={answers.budget}
            onChange={(value) => setField("budget", value)}
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
            onChange={(event) => setField("industry", event.target.value)}
          />
        ) : null}
        {step === 4 ? (
          <div className="form-grid sm:grid-cols-2">
            <TextField
              id="hero-quiz-company"
              label="Company name"
              required
              autoComplete="organization"
              value={answers.company}
              error={errors.company}
              onChange={(event) => setField("company", event.target.value)}
            />
            <TextField
              id="hero-quiz-name"
              label="Your name"
              required
              autoComplete="name"
              value={answers.name}
              error={errors.name}
              onChange={(event) => setField("name", event.target.value)}
            />
            <TextField
              id="hero-quiz-email"
              label="Email"
              type="email"
              required
              autoComplete="email"
              value={answers.email}
              error={errors.email}
              onChange={(event) => setField("email", event.target.value)}
            />
            <TextField
              id="hero-quiz-phone"
              label="Phone"
              type="tel"
              autoComplete="tel"
              value={answers.phone}
              error={errors.phone}
              onChange={(event) => setField("phone", event.target.value)}
            />
            <TextField
              id="hero-quiz-website"
              label="Website"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://example.com"
              value={answers.website}
              error={errors.website}
              onChange={(event) => setField("website", event.target.value)}
              wrapperClassName="sm:col-span-2"
            />
            <TextareaField
              id="hero-quiz-description"
              label="What does your business do?"
              rows={3}
              value={answers.description}
              error={errors.description}
              onChange={(event) => setField("description", event.target.value)}
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
