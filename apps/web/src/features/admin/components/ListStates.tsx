import { Alert, Button, Card, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { InfiniteData } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { rowsOf } from "../api/queries";

/** Rows sketched while a list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t("app.loading")}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </Stack>
  );
}

interface ErrorCardProps {
  title: string;
  message: string;
  onRetry: () => void;
}

/** Something that could not load: what, why, and a retry. */
export function ErrorCard({ title, message, onRetry }: ErrorCardProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button variant="light" color="red" mih={44} onClick={onRetry}>
          {t("admin.common.retry")}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A list that could not load: the reason, and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorCard
      title={t("admin.common.loadFailed")}
      message={errorMessageOf(error, t("admin.common.loadFailedHint"))}
      onRetry={onRetry}
    />
  );
}

export function EmptyCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder padding="xl">
      <Stack align="center" gap="xs" ta="center">
        {children}
      </Stack>
    </Card>
  );
}

/** An empty list's one dimmed sentence. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <EmptyCard>
      <Text c="dimmed">{children}</Text>
    </EmptyCard>
  );
}

interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The next page of a paged list, when there is one. */
export function LoadMoreButton({ query }: { query: NextPages }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="subtle"
      mih={44}
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {t("admin.common.loadMore")}
    </Button>
  );
}

interface LoadingQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  /** What the query failed with; errorMessageOf finds the server's message in it. */
  error: unknown;
  refetch: () => unknown;
}

interface QueryViewProps<Data> {
  query: LoadingQuery<Data>;
  children: (data: Data) => ReactNode;
  rows?: number;
}

/** A query's three states: skeleton while it loads, the error with a retry, else its content. */
export function QueryView<Data>({ query, children, rows }: QueryViewProps<Data>) {
  if (query.isPending) return <ListSkeleton rows={rows} />;
  if (query.isError || query.data === undefined) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

export type PagedQuery<Row> = LoadingQuery<InfiniteData<Row[], unknown>> & NextPages;

interface PagedRowsProps<Row> {
  query: PagedQuery<Row>;
  /** Shown when no row is left to show. */
  empty: ReactNode;
  /** The loaded rows to show; all of them unless this picks some. */
  pick?: (rows: Row[]) => Row[];
  children: (rows: Row[]) => ReactNode;
}

/** The rows of every page loaded so far, or `empty`, in QueryView's states. */
export function PagedRows<Row>({ query, empty, pick, children }: PagedRowsProps<Row>) {
  return (
    <QueryView query={query}>
      {(data) => {
        const loaded = rowsOf(data);
        const rows = pick ? pick(loaded) : loaded;
        return rows.length === 0 ? empty : children(rows);
      }}
    </QueryView>
  );
}

/** PagedRows followed by its Load more button. */
export function PagedList<Row>(props: PagedRowsProps<Row>) {
  return (
    <>
      <PagedRows {...props} />
      <LoadMoreButton query={props.query} />
    </>
  );
}

interface AdminSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled part of an admin screen, named by its heading. */
export function AdminSection({ id, title, children }: AdminSectionProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
