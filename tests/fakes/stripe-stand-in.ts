/**
 * A small local stand-in for the Stripe HTTP endpoints the `stripe` provider uses (create and
 * retrieve a PaymentIntent, create a refund, honouring Idempotency-Key as Stripe does), so its tests run without the internet. The Stripe SDK is pointed at it
 * with `host`, `port` and `protocol`. `succeed(id)` plays the part of Stripe.js confirming a card.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded';
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  currency: string;
}

export interface StripeStandIn {
  port: number;
  intents: Map<string, StandInIntent>;
  /** Every refund made, in order; a repeated Idempotency-Key makes none. */
  refunds: StandInRefund[];
  /** Makes the next `times` refund requests answer 500 without refunding (Stripe unavailable; the SDK retries twice itself). */
  failRefunds(times: number): void;
  /** Every request's method, path and Authorization header. */
  requests: { method: string; path: string; authorization: string | undefined; idempotencyKey?: string }[];
  succeed(id: string): StandInIntent;
  close(): Promise<void>;
}

/** Stripe's form encoding (`metadata[sessionId]=…`) into a flat record and a metadata object. */
function parseForm(body: string) {
  const fields: Record<string, string> = {};
  const metadata: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const meta = /^metadata\[(.+)\]$/.exec(key);
    if (meta) metadata[meta[1]!] = value;
    else fields[key] = value;
  }
  return { fields, metadata };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const requests: StripeStandIn['requests'] = [];
  const byIdempotencyKey = new Map<string, StandInIntent>();
  const refunds: StandInRefund[] = [];
  const refundsByKey = new Map<string, StandInRefund>();
  let failRefunds = 0;

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const idem = req.headers['idempotency-key'];
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        authorization: req.headers.authorization,
        idempotencyKey: typeof idem === 'string' ? idem : undefined,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
        res.end(JSON.stringify(json));
      };
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const key = req.headers['idempotency-key'];
        const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (known) return send(200, known);
        const { fields, metadata } = parseForm(body);
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount: Number(fields.amount),
          amount_received: 0,
          currency: fields.currency ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          metadata,
          livemode: false,
        };
        intents.set(id, intent);
        if (typeof key === 'string') byIdempotencyKey.set(key, intent);
        return send(200, intent);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        if (failRefunds > 0) {
          failRefunds -= 1;
          return send(500, { error: { type: 'api_error', message: 'Stand-in outage.' } });
        }
        const key = req.headers['idempotency-key'];
        const known = typeof key === 'string' ? refundsByKey.get(key) : undefined;
        if (known) return send(200, known);
        const { fields } = parseForm(body);
        const intent = intents.get(fields.payment_intent ?? '');
        if (!intent || intent.status !== 'succeeded') {
          return send(400, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such succeeded payment_intent.' } });
        }
        const already = refunds.filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
        const amount = Number(fields.amount ?? intent.amount_received);
        if (already + amount > intent.amount_received) {
          return send(400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } });
        }
        const refund: StandInRefund = {
          id: `re_${randomBytes(12).toString('hex')}`,
          object: 'refund',
          amount,
          payment_intent: intent.id,
          status: 'succeeded',
          currency: intent.currency,
        };
        refunds.push(refund);
        if (typeof key === 'string') refundsByKey.set(key, refund);
        return send(200, refund);
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const intent = intents.get(decodeURIComponent(match[1]!));
        if (intent) return send(200, intent);
        return send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${match[1]}'` },
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    intents,
    refunds,
    requests,
    failRefunds(times) {
      failRefunds = times;
    },
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return intent;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
