import { Alert, Button, Card, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { useLeadOffers } from "../api/queries";
import { AcceptOfferButton } from "./AcceptOfferButton";
import { OfferItem } from "./OfferItem";
import { WithdrawOfferButton } from "./WithdrawOfferButton";

/**
 * The offers on an unpriced NEW lead, newest first. The customer sees every offer with
 * who made it and may accept a pending one; an installer sees only their own and may
 * withdraw it while it is pending (the server lists each of them exactly that).
 */
export function OffersCard({
  leadId,
  viewer,
}: {
  leadId: string;
  viewer: "customer" | "installer";
}) {
  const { t } = useTranslation();
  const offers = useLeadOffers(leadId);
  const isCustomer = viewer === "customer";

  const loaded = offers.data?.pages.flat() ?? [];

  let body;
  if (offers.isPending) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label={t("app.loading")}>
        <Skeleton height={18} width="50%" />
        <Skeleton height={28} width="30%" />
        <Skeleton height={12} />
      </Stack>
    );
  } else if (offers.isError) {
    body = (
      <Alert color="red" title={t("leads.offers.loadFailed")}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessageOf(offers.error, t("leads.offers.loadFailedHint"))}</Text>
          <Button variant="light" color="red" mih={44} onClick={() => void offers.refetch()}>
            {t("leads.offers.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (loaded.length === 0) {
    body = isCustomer ? (
      <Stack gap={4}>
        <Text fw={600}>{t("leads.offers.empty")}</Text>
        <Text size="sm" c="dimmed">
          {t("leads.offers.emptyHint")}
        </Text>
      </Stack>
    ) : (
      <Text size="sm" c="dimmed">
        {t("leads.offers.ownEmpty")}
      </Text>
    );
  } else {
    body = (
      <>
        <Stack gap="lg" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {loaded.map((offer) => (
            <OfferItem key={offer.id} offer={offer} showInstaller={isCustomer}>
              {isCustomer ? (
                <AcceptOfferButton offer={offer} />
              ) : (
                <WithdrawOfferButton offer={offer} />
              )}
            </OfferItem>
          ))}
        </Stack>
        {offers.hasNextPage && (
          <Button
            variant="subtle"
            mih={44}
            loading={offers.isFetchingNextPage}
            onClick={() => void offers.fetchNextPage()}
          >
            {t("leads.offers.more")}
          </Button>
        )}
      </>
    );
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="lead-offers">
      <Stack gap="md">
        <Title order={2} size="h4" id="lead-offers">
          {t(isCustomer ? "leads.offers.title" : "leads.offers.ownTitle")}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
