import { Stack } from "@mantine/core";
import { useAdminAlerts } from "../api/queries";
import { AlertList, AllClear } from "../components/AlertList";
import { PagedList } from "../components/ListStates";
import { useResolve } from "../components/useResolve";

/** Every alert, newest first: type, description, time and a Resolved or Active badge. */
export function AlertsTab() {
  const alerts = useAdminAlerts();
  const resolver = useResolve();
  return (
    <Stack gap="sm">
      <PagedList query={alerts} empty={<AllClear />}>
        {(rows) => <AlertList alerts={rows} resolver={resolver} withStatus />}
      </PagedList>
    </Stack>
  );
}
