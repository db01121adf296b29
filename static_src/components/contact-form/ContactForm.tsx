// The contact form of the home page's contact section ("home", no phone) and of /contact
// ("page", optional phone). The form is kept as typed when sending fails, and starts from what
// the visitor typed into the server-rendered form before React arrived (`typed`).
import { zodResolver } from "@hookform/resolvers/zod";

import { track } from "../../lib/analytics";
import { apiUrl } from "../../lib/api";
import { siteConfig } from "../../lib/config";
import type { Typed } from "../../lib/mount";
import { toast } from "../../lib/toast";
import { useLeadForm } from "../../lib/use-lead-form";
import { Button } from "../ui/button";
import { ContactFields, registerContact } from "../ui/contact-fields";
import { Honeypot, SelectField, TextareaField } from "../ui/field";
import {
  contactAnalytics,
  contactFields,
  contactPayload,
  contactSchema,
  type ContactOutput,
  type ContactValues,
  type ContactVariant,
  emptyContact,
  type ServiceOption,
  typedContact,
} from "./schema";

export interface ContactFormProps {
  variant?: ContactVariant;
  services?: ServiceOption[];
  /** The server form's values when the visitor had started on it (set by the mount helper). */
  typed?: Typed;
}

function enquiryMailbox(): string {
  try {
    return siteConfig().contactEmail;
  } catch {
    return "";
  }
}

export default function ContactForm({ variant = "home", services = [], typed }: ContactFormProps) {
  const { form, fill, submitButton, submit } = useLeadForm<ContactValues, ContactOutput>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContact(),
    startValues: typed ? typedContact(typed, variant, services) : undefined,
    fields: contactFields(variant),
    failure: {
      title: "Something went wrong.",
      description: "Your message couldn't be sent. Please try again.",
      variant: "destructive",
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const id = (field: string) => `contact-${variant}-${field}`;

  const onValid = (values: ContactOutput) =>
    submit(apiUrl("contact"), contactPayload(variant, values), () => {
      const mailbox = enquiryMailbox();
      toast({
        title: "Message sent!",
        description: `Your message went to our enquiry mailbox${mailbox ? ` (${mailbox})` : ""}. We'll reply as soon as possible, within 24 hours.`,
      });
      track(contactAnalytics(variant, values));
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="contact-form" aria-label="Contact form">
      <div className="form-grid sm:grid-cols-2">
        <ContactFields
          idPrefix={`contact-${variant}`}
          fields={registerContact(register, variant === "page")}
          errors={errors}
        />
        <SelectField
          id={id("service")}
          label="Service"
          required
          placeholder="Select a service"
          options={services.map((service) => ({ value: service.id, label: service.name }))}
          error={errors.service?.message}
          wrapperClassName={variant === "page" ? "sm:col-span-2" : undefined}
          {...register("service")}
        />
        <TextareaField
          id={id("message")}
          label="Message"
          required
          rows={4}
          placeholder="Tell us about your project and goals"
          error={errors.message?.message}
          wrapperClassName="sm:col-span-2"
          {...register("message")}
        />
      </div>
      <Honeypot ref={fill.honeypotRef} />
      <Button ref={submitButton} type="submit" disabled={isSubmitting} className="contact-form-submit">
        {isSubmitting ? "Sending..." : "Send message"}
      </Button>
    </form>
  );
}
