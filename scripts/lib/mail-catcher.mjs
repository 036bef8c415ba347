// A local mail catcher for `npm start` (issue 17): MailDev (npm) receives every e-mail the app sends
// over SMTP and shows it in a web inbox, so nobody needs a mail account to see them. Both listen on
// loopback only; the usual ports (1025, 1080) when free, otherwise any free ones.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

function freePort(preferred) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => (preferred ? freePort(0).then(resolve) : resolve(0)));
    probe.listen(preferred, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, { headers: { accept: 'text/html' } })).ok) return true;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** Starts MailDev; answers { smtpUrl, webUrl, child } or null when it could not start. */
export async function startMailCatcher() {
  const smtp = await freePort(1025);
  const web = await freePort(1080);
  // Its package exports no entry point; the CLI is at a fixed place in it.
  const bin = path.resolve('node_modules/maildev/dist/bin/maildev.js');
  const child = spawn(process.execPath, [bin, '--smtp', String(smtp), '--ip', '127.0.0.1', '--web', String(web), '--web-ip', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const webUrl = `http://localhost:${web}`;
  if (!(await waitForHttp(`http://127.0.0.1:${web}/`, 30_000))) {
    child.kill('SIGTERM');
    return null;
  }
  return { smtpUrl: `smtp://127.0.0.1:${smtp}`, webUrl, child };
}
