// The AI automation consultation dialog, opened by the page's Contact button and its closing
// call to action. On failure it stays open with everything the visitor typed.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";

import { track } from "../../lib/analytics";
import { apiUrl, withBooking, withGuide } from "../../lib/api";
import { countStep, useFunnel } from "../../lib/beacon";
import { toast } from "../../lib/toast";
import { useLeadForm } from "../../lib/use-lead-form";
import { Button } from "../ui/button";
import { ContactFields, registerContact } from "../ui/contact-fields";
import { Dialog } from "../ui/dialog";
import { Honeypot, SelectField, TextareaField } from "../ui/field";
import { useIslandDialog } from "../ui/use-triggers";
import {
  CONSULTATION_FIELDS,
  type ConsultationOptions,
  type ConsultationOutput,
  consultationPayload,
  consultationSchema,
  type ConsultationValues,
  emptyConsultation,
} from "./options";

export type ConsultationProps = ConsultationOptions & {
  /** On a landing page whose form offers a guide: the line saying it follows by email. */
  guideNote?: string;
};

type Question = keyof ConsultationOptions["copy"]["placeholders"];
type ChoiceList = "verticals" | "teamSizes" | "budgets";

// The questions after the contact details, in the form's order: a choice from the props' list
// named by `choices`, or a text.
const QUESTIONS: { name: Question; choices?: ChoiceList; wide: boolean }[] = [
  { name: "vertical", choices: "verticals", wide: true },
  { name: "currentChallenges", wide: true },
  { name: "automationGoals", wide: true },
  { name: "teamSize", choices: "teamSizes", wide: false },
  { name: "budget", choices: "budgets", wide: false },
];

export default function Consultation(options: ConsultationProps) {
  const { copy } = options;
  const schema = useMemo(() => consultationSchema(options), [options]);
  const lead = useLeadForm<ConsultationValues, ConsultationOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyConsultation(),
    fields: CONSULTATION_FIELDS,
    failure: options.copy.failure,
  });
  const reach = useFunnel(options.funnel);
  const dialog = useIslandDialog("consultation", () => {
    lead.fill.restartClock();
    if (options.funnel) reach(options.funnel.open);
  });

  const onValid = (values: ConsultationOutput) =>
    lead.submit(apiUrl("quoteRequest"), consultationPayload(values, options), (result) => {
      toast(withBooking(withGuide(options.copy.success, options.guideNote), result, options.booking));
      track(options.event);
      countStep(options.funnel?.form, options.funnel?.sent ?? "");
      dialog.onOpenChange(false);
    });

  return (
    <Dialog {...dialog} title={copy.title} description={copy.description} className="dialog-lg">
      <form noValidate onSubmit={lead.handleSubmit(onValid)} className="form-grid sm:grid-cols-2">
        <ContactFields idPrefix="consultation" fields={registerContact(lead.register)} errors={lead.errors} labels={copy.labels} />
        {QUESTIONS.map(({ name, choices, wide }) => {
          const field = {
            id: `consultation-${name}`,
            label: copy.labels[name],
            placeholder: copy.placeholders[name],
            error: lead.errors[name]?.message,
            wrapperClassName: wide ? "sm:col-span-2" : undefined,
            ...lead.register(name),
          };
          return choices ? (
            <SelectField key={name} options={options[choices]} {...field} />
          ) : (
            <TextareaField key={name} rows={3} {...field} />
          );
        })}
        <Honeypot ref={lead.fill.honeypotRef} />
        <div className="form-actions sm:col-span-2">
          <Button ref={lead.submitButton} type="submit" disabled={lead.isSubmitting} className="w-full sm:w-auto">
            {lead.isSubmitting ? copy.submitting : copy.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
