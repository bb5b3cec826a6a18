import {
  captureEscrow,
  releaseEscrow,
  type CaptureEscrowInput,
  type ReleaseEscrowInput,
} from "./escrow";
import type { LedgerExecutor } from "./ledger-executor";
import type { LedgerTransaction } from "./ledger-transactions";

/**
 * Where money really moves. A card processor would charge the customer on capture and
 * pay the installer out on release, recording each movement in the ledger under the same
 * idempotency key it sends the processor, so that a retry is safe on both sides.
 */
export interface PaymentProvider {
  capture(db: LedgerExecutor, input: CaptureEscrowInput): Promise<LedgerTransaction>;
  release(db: LedgerExecutor, input: ReleaseEscrowInput): Promise<LedgerTransaction>;
}

/** The default: no processor, the ledger is the settlement. */
export const ledgerPaymentProvider: PaymentProvider = {
  capture: captureEscrow,
  release: releaseEscrow,
};
