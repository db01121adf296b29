// The AI automation consultation dialog, opened by the page's Contact button and its closing
// call to action. On failure it stays open with everything the visitor typed.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";

import { apiUrl } from "../../lib/api";
import { useLeadFill } from "../../lib/lead-form";
import { toast } from "../../lib/toast";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Honeypot, SelectField, TextareaField, TextField } from "../ui/field";
import { applyServerErrors } from "../ui/server-errors";
import { useIslandTriggers } from "../ui/use-triggers";
import {
  CONSULTATION_FIELDS,
  type ConsultationOptions,
  type ConsultationOutput,
  consultationPayload,
  consultationSchema,
  type ConsultationValues,
  emptyConsultation,
} from "./options";

export type ConsultationProps = ConsultationOptions;

export default function Consultation(options: ConsultationProps) {
  const [open, setOpen] = useState(false);
  const fill = useLeadFill();
  const submitButton = useRef<HTMLButtonElement>(null);
  const opener = useIslandTriggers("consultation", () => {
    fill.restartClock();
    setOpen(true);
  });

  const schema = useMemo(() => consultationSchema(options), [options]);
  const form = useForm<ConsultationValues, unknown, ConsultationOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyConsultation(),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onValid = async (values: ConsultationOutput) => {
    const result = await fill.submit(apiUrl("quoteRequest"), consultationPayload(values, options));
    if (result.status === "ok") {
      toast({
        title: "Consultation Requested!",
        description: "We'll contact you within 24 hours to schedule your free AI automation consultation.",
      });
      reset(emptyConsultation());
      setOpen(false);
      return;
    }
    toast({ title: "Error", description: "Failed to submit your request. Please try again.", variant: "destructive" });
    const shown = result.status === "invalid" && applyServerErrors(setError, result.fieldErrors, CONSULTATION_FIELDS);
    if (!shown) requestAnimationFrame(() => submitButton.current?.focus());
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Book your free AI automation consultation"
      description="Tell us where your team loses time. We reply within 24 hours with next steps."
      returnFocusTo={opener}
      className="dialog-lg"
    >
      <form noValidate onSubmit={handleSubmit(onValid)} className="form-grid sm:grid-cols-2">
        <TextField
          id="consultation-name"
          label="Name"
          required
          autoComplete="name"
          error={errors.name?.message}
          {...register("name")}
        />
        <TextField
          id="consultation-email"
          label="Work email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          id="consultation-company"
          label="Company"
          required
          autoComplete="organization"
          error={errors.company?.message}
          {...register("company")}
        />
        <TextField
          id="consultation-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register("phone")}
        />
        <SelectField
          id="consultation-vertical"
          label="Area to automate"
          placeholder="Select an area"
          options={options.verticals}
          error={errors.vertical?.message}
          wrapperClassName="sm:col-span-2"
          {...register("vertical")}
        />
        <TextareaField
          id="consultation-currentChallenges"
          label="Current challenges"
          rows={3}
          placeholder="Which tasks take the most time today?"
          error={errors.currentChallenges?.message}
          wrapperClassName="sm:col-span-2"
          {...register("currentChallenges")}
        />
        <TextareaField
          id="consultation-automationGoals"
          label="Automation goals"
          rows={3}
          placeholder="What would you like AI to handle for your team?"
          error={errors.automationGoals?.message}
          wrapperClassName="sm:col-span-2"
          {...register("automationGoals")}
        />
        <SelectField
          id="consultation-teamSize"
          label="Team size"
          placeholder="Select team size"
          options={options.teamSizes}
          error={errors.teamSize?.message}
          {...register("teamSize")}
        />
        <SelectField
          id="consultation-budget"
          label="Budget"
          placeholder="Select a budget"
          options={options.budgets}
          error={errors.budget?.message}
          {...register("budget")}
        />
        <Honeypot ref={fill.honeypotRef} />
        <div className="form-actions sm:col-span-2">
          <Button ref={submitButton} type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? "Submitting..." : "Request Consultation"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
