/**
 * Publishing turns straight to NATS JetStream with the npm `nats` package
 * (an optional peer dependency): the subject from the user-key derivation,
 * Nats-Msg-Id = <tenant_id>/<turn_id> so a retried publish is stored once.
 * The server validates the turn on receipt; an invalid one is
 * acknowledged by JetStream and then dead-lettered (see Client.deadLetters).
 */
import type { JetStreamClient } from "nats";
import { subject, type Turn } from "./index.js";

/** Publishes turn (tenant_id and ts required) and returns the stream sequence and whether it was a duplicate. */
export async function publishTurn(js: JetStreamClient, secret: string, turn: Turn & { tenant_id: string; ts: string }): Promise<{ seq: number; duplicate: boolean }> {
  if (!turn.tenant_id || !turn.ts) throw new Error("publishTurn: tenant_id and ts are required when publishing to NATS");
  const subj = await subject("turns", secret, turn.tenant_id, turn.user_id);
  const ack = await js.publish(subj, new TextEncoder().encode(JSON.stringify({ v: 1, ...turn })), { msgID: `${turn.tenant_id}/${turn.turn_id}` });
  return { seq: ack.seq, duplicate: ack.duplicate };
}
