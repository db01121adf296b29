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
  const { copy } = options;
  const [open, setOpen] = useState(false);
  const schema = useMemo(() => consultationSchema(options), [options]);
  const { form, fill, submitButton, submit } = useLeadForm<ConsultationValues, ConsultationOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyConsultation(),
    fields: CONSULTATION_FIELDS,
    failure: { ...options.copy.failure, variant: "destructive" },
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
      toast(options.copy.success);
      track(options.event);
      setOpen(false);
    });

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={copy.title}
      description={copy.description}
      returnFocusTo={opener}
      className="dialog-lg"
    >
      <form noValidate onSubmit={handleSubmit(onValid)} className="form-grid sm:grid-cols-2">
        <ContactFields idPrefix="consultation" fields={registerContact(register)} errors={errors} labels={copy.labels} />
        <SelectField
          id="consultation-vertical"
          label={copy.labels.vertical}
          placeholder={copy.placeholders.vertical}
          options={options.verticals}
          error={errors.vertical?.message}
          wrapperClassName="sm:col-span-2"
          {...register("vertical")}
        />
        <TextareaField
          id="consultation-currentChallenges"
          label={copy.labels.currentChallenges}
          rows={3}
          placeholder={copy.placeholders.currentChallenges}
          error={errors.currentChallenges?.message}
          wrapperClassName="sm:col-span-2"
          {...register("currentChallenges")}
        />
        <TextareaField
          id="consultation-automationGoals"
          label={copy.labels.automationGoals}
          rows={3}
          placeholder={copy.placeholders.automationGoals}
          error={errors.automationGoals?.message}
          wrapperClassName="sm:col-span-2"
          {...register("automationGoals")}
        />
        <SelectField
          id="consultation-teamSize"
          label={copy.labels.teamSize}
          placeholder={copy.placeholders.teamSize}
          options={options.teamSizes}
          error={errors.teamSize?.message}
          {...register("teamSize")}
        />
        <SelectField
          id="consultation-budget"
          label={copy.labels.budget}
          placeholder={copy.placeholders.budget}
          options={options.budgets}
          error={errors.budget?.message}
          {...register("budget")}
        />
        <Honeypot ref={fill.honeypotRef} />
        <div className="form-actions sm:col-span-2">
          <Button ref={submitButton} type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? copy.submitting : copy.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
