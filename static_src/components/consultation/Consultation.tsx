// The AI automation consultation dialog, opened by the page's Contact button and its closing
// call to action. On failure it stays open with everything the visitor typed.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";

import { track } from "../../lib/analytics";
import { apiUrl } from "../../lib/api";
import { toast } from "../../lib/toast";
import { useLeadForm } from "../../lib/use-lead-form";
import { Button } from "../ui/button";
import { ContactFields, registerContact } from "../ui/contact-fields";
import { Dialog } from "../ui/dialog";
import { Honeypot, SelectField, TextareaField } from "../ui/field";
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
  const schema = useMemo(() => consultationSchema(options), [options]);
  const { form, fill, submitButton, submit } = useLeadForm<ConsultationValues, ConsultationOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyConsultation(),
    fields: CONSULTATION_FIELDS,
    failure: { title: "Error", description: "Failed to submit your request. Please try again.", variant: "destructive" },
  });
  const opener = useIslandTriggers("consultation", () => {
    fill.restartClock();
    setOpen(true);
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onValid = (values: ConsultationOutput) =>
    submit(apiUrl("quoteRequest"), consultationPayload(values, options), () => {
      toast({
        title: "Consultation Requested!",
        description: "We'll contact you within 24 hours to schedule your free AI automation consultation.",
      });
      track({ event: "form_submission", category: "lead_generation", label: "ai_automation_consultation" });
      setOpen(false);
    });

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
        <ContactFields idPrefix="consultation" fields={registerContact(register)} errors={errors} emailLabel="Work email" />
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
