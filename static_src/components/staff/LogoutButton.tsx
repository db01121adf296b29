// Logout: ends the server session; a 403 means it had already ended.
import { useState } from "react";

import { ApiError, sessionRequest } from "../../lib/session-api";
import { toast } from "../../lib/toast";
import { Button } from "../ui/button";

interface Props {
  url: string;
  onSignedOut: (csrfToken?: string) => void;
  onSessionEnded: () => void;
}

export default function LogoutButton({ url, onSignedOut, onSessionEnded }: Props) {
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    try {
      const answer = await sessionRequest<{ message: string; csrfToken: string }>(url, { method: "POST" });
      toast({ title: "Logged out successfully", description: answer.message });
      onSignedOut(answer.csrfToken);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 403) {
        onSessionEnded();
        return;
      }
      toast({
        title: "Logout failed",
        description: "We could not reach the server, so you are still signed in. Please try again.",
        variant: "destructive",
      });
      setLoggingOut(false);
    }
  };

  return (
    <Button variant="secondary" onClick={logout} disabled={loggingOut}>
      {loggingOut ? "Logging out..." : "Logout"}
    </Button>
  );
}
