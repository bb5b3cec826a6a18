import { Box } from "@mantine/core";
import { useEffect, useState } from "react";
import { useIdentityProvider } from "./IdentityProvider";

/** The place where Clerk's sign-in interface appears; Clerk itself is portalled in by the Clerk runtime. */
export function HostedSignIn({ redirectUrl }: { redirectUrl: string }) {
  const { setSignInSlot } = useIdentityProvider();
  const [element, setElement] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!element) return;
    setSignInSlot({ element, redirectUrl });
    return () => setSignInSlot(null);
  }, [element, redirectUrl, setSignInSlot]);

  return <Box ref={setElement} style={{ display: "flex", justifyContent: "center" }} />;
}
