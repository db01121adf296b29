// The contact form of the home page's contact section ("home", no phone) and of /contact
// ("page", optional phone). The form is kept as typed when sending fails, and starts from what
// the visitor typed into the server-rendered form before React arrived (`typed`). On a landing
// page (`thanks` in the props) the thank-you takes the sent form's place; elsewhere it is a toast.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState } from "react";

import { track } from "../../lib/analytics";
import { apiUrl, withGuide } from "../../lib/api";
import { countStep, useFunnel } from "../../lib/beacon";
import { siteConfig } from "../../lib/config";
import { fill } from "../../lib/lead-rules";
import type { TakeoverProps } from "../../lib/mount";
import { toast } from "../../lib/toast";
import { useLeadForm } from "../../lib/use-lead-form";
import { Button } from "../ui/button";
import { ContactFields, registerContact } from "../ui/contact-fields";
import { Honeypot, SelectField, TextareaField } from "../ui/field";
import { ThankYouPanel, type ThanksWording } from "../ui/thank-you-panel";
import {
  contactAnalytics,
  contactFields,
  contactPayload,
  contactSchema,
  type ContactOutput,
  type ContactValues,
  type ContactWording,
  emptyContact,
  type ServiceOption,
  typedContact,
} from "./schema";

/** The island's props (forms.islands.contact_form_props): its words, source, event and rules. */
export interface ContactFormProps extends ContactWording, TakeoverProps {
  services: ServiceOption[];
  /** On a landing page whose form offers a guide: the line saying it follows by email. */
  guideNote?: string;
  /** On a landing page: the thank-you panel's own words; it then takes the sent form's place. */
  thanks?: ThanksWording;
}

function enquiryMailbox(): string {
  try {
    return siteConfig().contactEmail;
  } catch {
    return "";
  }
}

export default function ContactForm({ variant, services, typed, honeypot, source, copy, event, rules, funnel, guideNote, thanks }: ContactFormProps) {
  const [sent, setSent] = useState<{ title: string; description: string } | null>(null);
  // The island mounts on the visitor's first use of the form: that is when it is started.
  const reach = useFunnel(funnel);
  useEffect(() => {
    if (funnel) reach(funnel.open);
  }, [funnel, reach]);
  const schema = useMemo(() => contactSchema(rules), [rules]);
  const lead = useLeadForm<ContactValues, ContactOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyContact(),
    startValues: typed ? typedContact(typed, variant, services) : undefined,
    fields: contactFields(variant),
    failure: copy.failure,
    honeypot,
  });
  const id = (field: string) => `contact-${variant}-${field}`;

  const onValid = (values: ContactOutput) =>
    lead.submit(apiUrl("contact"), contactPayload(variant, values, source), () => {
      const mailbox = enquiryMailbox();
      const success = {
        title: copy.success.title,
        description: mailbox ? fill(copy.success.withMailbox, { mailbox }) : copy.success.description,
      };
      if (thanks) setSent(success);
      else toast(withGuide(success, guideNote));
      track(contactAnalytics(variant, values, event));
      countStep(funnel?.form, funnel?.sent ?? "");
    });

  if (sent && thanks) return <ThankYouPanel {...sent} guideNote={guideNote} thanks={thanks} />;

  return (
    <form noValidate onSubmit={lead.handleSubmit(onValid)} className="contact-form" aria-label={copy.formLabel}>
      <div className="form-grid sm:grid-cols-2">
        <ContactFields
          idPrefix={`contact-${variant}`}
          fields={registerContact(lead.register, variant === "page")}
          errors={lead.errors}
          labels={copy.labels}
        />
        <SelectField
          id={id("service")}
          label={copy.labels.service}
          required
          placeholder={copy.placeholders.service}
          options={services.map((service) => ({ value: service.id, label: service.name }))}
          error={lead.errors.service?.message}
          wrapperClassName={variant === "page" ? "sm:col-span-2" : undefined}
          {...lead.register("service")}
        />
        <TextareaField
          id={id("message")}
          label={copy.labels.message}
          required
          rows={4}
          placeholder={copy.placeholders.message}
          error={lead.errors.message?.message}
          wrapperClassName="sm:col-span-2"
          {...lead.register("message")}
        />
      </div>
      <Honeypot ref={lead.fill.honeypotRef} />
      <Button ref={lead.submitButton} type="submit" disabled={lead.isSubmitting} className="contact-form-submit">
        {lead.isSubmitting ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
