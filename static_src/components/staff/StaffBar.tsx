// The staff page's own compact header: the site's name (a way back to the public site), what this
// page is, and the controls that belong to the whole page: the theme and, once signed in, Logout.
import type { ReactNode } from "react";

interface Props {
  siteName: string;
  homeUrl: string;
  children: ReactNode;
}

export default function StaffBar({ siteName, homeUrl, children }: Props) {
  return (
    <header className="staff-bar">
      <div className="staff-bar-inner">
        <p className="staff-bar-brand">
          <a href={homeUrl} className="staff-bar-home">
            {siteName}
          </a>
          <span aria-hidden="true" className="staff-bar-sep">
            /
          </span>
          <span>Staff</span>
        </p>
        <div className="flex flex-wrap items-center justify-end gap-2">{children}</div>
      </div>
    </header>
  );
}
