/**
 * Where a test's notifications go: a real SMTP server (smtp-server) that keeps the parsed messages,
 * and a stand-in for a browser vendor's push service (an internet service, so a stand-in is allowed)
 * that records each push and answers the status the test sets.
 */
import { execFileSync } from 'node:child_process';
import { createDecipheriv, type ECDH, hkdfSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { globalAgent } from 'node:https';
import { createServer, type Server } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';

export interface MailSink {
  messages: ParsedMail[];
  port: number;
  transport: ReturnType<typeof createTransport>;
  /** Messages sent to this address. */
  to(address: string): ParsedMail[];
  /** While true, the server refuses every message (a mail outage). */
  refuse: boolean;
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const sink = { messages: [] as ParsedMail[], refuse: false } as MailSink;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      if (sink.refuse) {
        stream.resume();
        stream.on('end', () => done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          sink.messages.push(mail);
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.port = (server.server.address() as AddressInfo).port;
  sink.transport = createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true });
  sink.to = (address) => sink.messages.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.value.some((v) => v.address === address)));
  sink.close = () => new Promise((resolve) => server.close(() => resolve()));
  return sink;
}

export interface PushSink {
  /** Endpoint URL for a subscription; each gets its own path. */
  endpoint(name: string): string;
  received: { path: string; headers: Record<string, string | string[] | undefined>; bytes: number; body: Buffer }[];
  /** The status to answer per endpoint name (201 unless set). */
  status: Map<string, number>;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made with the system's openssl. */
function selfSignedCert() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-sink-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Push services are HTTPS, and web-push speaks only HTTPS: the stand-in serves a self-signed
 * certificate that this test process (only) is told to trust.
 */
export async function startPushSink(): Promise<PushSink> {
  const received: PushSink['received'] = [];
  const status = new Map<string, number>();
  const tls = selfSignedCert();
  globalAgent.options.ca = [tls.cert];
  const server: Server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = (req.url ?? '').split('/').pop() ?? '';
      const code = status.get(name) ?? 201;
      const body = Buffer.concat(chunks);
      if (code < 300) received.push({ path: req.url ?? '', headers: req.headers, bytes: body.length, body });
      res.writeHead(code).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    endpoint: (name) => `https://127.0.0.1:${port}/push/${name}`,
    received,
    status,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a push subscription: its key pair and auth secret, which decrypt what it is sent. */
export interface PushReceiverKeys {
  ecdh: ECDH;
  auth: Buffer;
}

/**
 * Decrypts a push message body as the browser does (RFC 8291 with RFC 8188 `aes128gcm`, one record):
 * the test reads what a subscriber would read, not what the server meant to send.
 */
export function decryptPush(body: Buffer, keys: PushReceiverKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const receiverPublic = keys.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', keys.ecdh.computeSecret(senderPublic), keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and then zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('push record has no final-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
