// The contact form of the home page's contact section ("home", no phone) and of /contact
// ("page", optional phone). The form is kept as typed when sending fails.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";

import { track } from "../../lib/analytics";
import { apiUrl } from "../../lib/api";
import { siteConfig } from "../../lib/config";
import { useLeadFill } from "../../lib/lead-form";
import { toast } from "../../lib/toast";
import { Button } from "../ui/button";
import { Honeypot, SelectField, TextareaField, TextField } from "../ui/field";
import { applyServerErrors } from "../ui/server-errors";
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
} from "./schema";

export interface ContactFormProps {
  variant?: ContactVariant;
  services?: ServiceOption[];
}

function enquiryMailbox(): string {
  try {
    return siteConfig().contactEmail;
  } catch {
    return "";
  }
}

export default function ContactForm({ variant = "home", services = [] }: ContactFormProps) {
  const fill = useLeadFill();
  const submitButton = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues, unknown, ContactOutput>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContact(),
  });
  const id = (field: string) => `contact-${variant}-${field}`;

  const onValid = async (values: ContactOutput) => {
    const result = await fill.submit(apiUrl("contact"), contactPayload(variant, values));
    if (result.status === "ok") {
      const mailbox = enquiryMailbox();
      toast({
        title: "Message sent!",
        description: `Your message went to our enquiry mailbox${mailbox ? ` (${mailbox})` : ""}. We'll reply as soon as possible, within 24 hours.`,
      });
      track(contactAnalytics(variant, values));
      reset(emptyContact());
      return;
    }
    toast({
      title: "Something went wrong.",
      description: "Your message couldn't be sent. Please try again.",
      variant: "destructive",
    });
    const shown = result.status === "invalid" && applyServerErrors(setError, result.fieldErrors, contactFields(variant));
    if (!shown) requestAnimationFrame(() => submitButton.current?.focus());
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="contact-form" aria-label="Contact form">
      <div className="form-grid sm:grid-cols-2">
        <TextField id={id("name")} label="Name" required autoComplete="name" error={errors.name?.message} {...register("name")} />
        <TextField
          id={id("email")}
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          id={id("company")}
          label="Company"
          required
          autoComplete="organization"
          error={errors.company?.message}
          {...register("company")}
        />
        {variant === "page" ? (
          <TextField id={id("phone")} label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register("phone")} />
        ) : null}
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
