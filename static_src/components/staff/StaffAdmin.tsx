// The /admin staff page: a sign-in form checked by the server, then the leads dashboard.
import { useCallback, useMemo, useState } from "react";
import { LookContext } from "../ui/button";

import { siteConfig } from "../../lib/config";
import { sessionRequest, setCsrfToken } from "../../lib/session-api";
import type { StaffUrls, StaffUser } from "./api";
import Dashboard from "./Dashboard";
import LogoutButton from "./LogoutButton";
import SignInForm from "./SignInForm";
import StaffBar from "./StaffBar";
import { readTheme, saveTheme, type Theme } from "./theme";
import ThemeToggle from "./ThemeToggle";
import { type FormChoice, type StaffFacts, StaffFactsProvider } from "./facts";

/** The page's props (staff.views.staff_page_props). */
export interface StaffAdminProps extends StaffFacts {
  user: StaffUser | null;
  urls: StaffUrls;
  timeZone: string;
}

export default function StaffAdmin({
  user: initialUser,
  urls,
  timeZone,
  statuses,
  languages,
  forms: formsInProps,
  codedForms,
  sortKeys,
  reportCsvs,
  searchHints,
  note,
  sale,
}: StaffAdminProps) {
  const [user, setUser] = useState<StaffUser | null>(initialUser);
  // The built forms' names are staff's: a page drawn for nobody has none until its visitor signs in.
  const [forms, setForms] = useState<FormChoice[]>(formsInProps);
  const [notice, setNotice] = useState("");
  // Read during the first render, so a remembered dark theme is there from the first paint.
  const [theme, setTheme] = useState<Theme>(readTheme);
  const [shell, setShell] = useState<HTMLDivElement | null>(null);

  const changeTheme = (next: Theme) => {
    setTheme(next);
    saveTheme(next);
  };

  const signedIn = (nextUser: StaffUser, csrfToken: string) => {
    setCsrfToken(csrfToken);
    setNotice("");
    setUser(nextUser);
    sessionRequest<{ results: FormChoice[] }>(urls.forms)
      .then((body) => setForms(body.results))
      .catch(() => undefined); // a member who may not see quote requests has no Form filter
  };

  const signedOut = useCallback((csrfToken?: string) => {
    if (csrfToken) setCsrfToken(csrfToken);
    setNotice("");
    setUser(null);
    setForms([]);
  }, []);

  const sessionEnded = useCallback(() => {
    setNotice("Your session has ended. Please sign in again.");
    setUser(null);
    setForms([]);
  }, []);

  const config = siteConfig();
  const facts = useMemo(
    () => ({ statuses, languages, forms, codedForms, reportCsvs, sortKeys, searchHints, note, sale }),
    [statuses, languages, forms, codedForms, reportCsvs, sortKeys, searchHints, note, sale],
  );

  return (
    <StaffFactsProvider value={facts}>
      <LookContext value="staff">
      <div ref={setShell} className={`staff-shell ${theme === "dark" ? "staff-dark" : ""}`} data-theme={theme}>
        <StaffBar siteName={config.siteName} homeUrl={config.urls.home ?? "/"}>
          <ThemeToggle theme={theme} onChange={changeTheme} />
          {user ? <LogoutButton url={urls.logout} onSignedOut={signedOut} onSessionEnded={sessionEnded} /> : null}
        </StaffBar>
        {user ? (
          <Dashboard user={user} urls={urls} timeZone={timeZone} portal={shell} onSessionEnded={sessionEnded} />
        ) : (
          <SignInForm loginUrl={urls.login} notice={notice} onSignedIn={signedIn} />
        )}
      </div>
      </LookContext>
    </StaffFactsProvider>
  );
}
