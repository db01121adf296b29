// What takes a form's place once its lead is stored (a built form; a landing page's form): the
// words of the thank-you page the form leads to without JavaScript, drawn where the form was.
// Focus moves to its heading, so a screen reader reads it and the keyboard starts from there.
import { useEffect, useId, useRef } from "react";

import { siteConfig } from "../../lib/config";

export interface ThanksWording {
  /** The thank-you page's last line, with "{email}" where the mailbox goes (forms.wording.THANKS_IN_PLACE). */
  anythingToAdd: string;
}

interface Props {
  title: string;
  description: string;
  /** When the form offered a guide: the line saying it follows by email. */
  guideNote?: string;
  thanks: ThanksWording;
}

function mailbox(): string {
  try {
    return siteConfig().contactEmail;
  } catch {
    return "";
  }
}

/** The last line with the mailbox as a link where the words hold it; nothing without a mailbox. */
function AnythingToAdd({ words }: { words: string }) {
  const email = mailbox();
  const at = words.indexOf("{email}");
  if (!email || at < 0) return null;
  return (
    <p className="thanks-panel-more">
      {words.slice(0, at)}
      <a className="text-link" href={`mailto:${email}`}>
        {email}
      </a>
      {words.slice(at + "{email}".length)}
    </p>
  );
}

export function ThankYouPanel({ title, description, guideNote, thanks }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="thanks-panel" aria-labelledby={id}>
      <span className="card-icon mx-auto" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M20 6 9 17l-5-5" />
        </svg>
      </span>
      <h2 id={id} ref={heading} tabIndex={-1} className="thanks-panel-title">
        {title}
      </h2>
      <p className="thanks-panel-text">{description}</p>
      {guideNote ? <p className="thanks-panel-guide">{guideNote}</p> : null}
      <AnythingToAdd words={thanks.anythingToAdd} />
    </section>
  );
}
