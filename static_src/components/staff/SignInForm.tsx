// Staff sign-in. The server checks the credentials and decides every message shown here.
import { useId, useRef, useState, type FormEvent } from "react";

import { ApiError, sessionRequest } from "../../lib/session-api";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import type { StaffUser } from "./api";

interface Props {
  loginUrl: string;
  notice: string;
  onSignedIn: (user: StaffUser, csrfToken: string) => void;
}

const UNREACHABLE = "We could not reach the server. Check your connection and try again.";
const FAILED = "Sign-in failed. Please try again.";

export default function SignInForm({ loginUrl, notice, onSignedIn }: Props) {
  const [error, setError] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError("");
    try {
      const answer = await sessionRequest<{ user: StaffUser; csrfToken: string }>(loginUrl, {
        method: "POST",
        body: { username: String(form.get("username") ?? ""), password: String(form.get("password") ?? "") },
      });
      onSignedIn(answer.user, answer.csrfToken);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.serverMessage ?? FAILED) : UNREACHABLE);
      if (passwordRef.current) {
        passwordRef.current.value = "";
        passwordRef.current.focus();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col px-4 sm:px-6 lg:px-8">
      <div className="flex flex-1 items-center justify-center py-12">
        <div className="staff-card w-full max-w-sm p-8">
          <h1 className="text-2xl font-bold tracking-tight">Staff sign-in</h1>
          <p className="staff-muted mt-2 text-sm">Sign in with your staff account to review the latest leads.</p>
          {notice ? (
            <p className="staff-notice mt-4" role="status">
              {notice}
            </p>
          ) : null}
          <form className="mt-6 grid gap-4" onSubmit={submit} aria-describedby={error ? `${id}-error` : undefined}>
            <TextField
              id={`${id}-username`}
              label="Username or email"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            <TextField
              ref={passwordRef}
              id={`${id}-password`}
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <div role="alert" id={`${id}-error`} className="staff-error empty:hidden">
              {error}
            </div>
            <Button type="submit" variant="primary" className="w-full" disabled={submitting}>
              {submitting ? "Signing in..." : "Sign in"}
            </Button>
          </form>
        </div>
      </div>
    </div>
  );
}
