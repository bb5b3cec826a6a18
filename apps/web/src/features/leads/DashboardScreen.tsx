import { Container } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useAuth } from "../auth/session/useAuth";
import { AdminNotices } from "../notices/AdminNotices";
import { DashboardSkeleton } from "./dashboard/DashboardSkeletons";
import { LeadList } from "./dashboard/LeadList";
import { SignInRequired } from "./dashboard/SignInRequired";
import { LeadDetailView } from "./detail/LeadDetailView";

/** The shared dashboard of SPEC §2: the user's leads as cards, or one lead's detail (?lead={id}). */
export function DashboardScreen() {
  const auth = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const leadId = searchParams.get("lead");
  // Kept while a lead's detail is open, so closing it returns to the same list.
  const [inArea, setInArea] = useState(false);

  if (auth.isLoading) return <DashboardSkeleton />;
  if (!auth.user) return <SignInRequired />;

  const closeDetail = () =>
    setSearchParams(
      (params) => {
        params.delete("lead");
        return params;
      },
      { replace: true },
    );
  const openDetail = (id: string) => setSearchParams({ lead: id });

  return (
    <Container size="lg" py="xl">
      {!leadId && <AdminNotices />}
      {leadId ? (
        <LeadDetailView leadId={leadId} user={auth.user} onClose={closeDetail} />
      ) : (
        <LeadList user={auth.user} onView={openDetail} inArea={inArea} onInAreaChange={setInArea} />
      )}
    </Container>
  );
}
