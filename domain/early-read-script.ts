/**
 * The one inline script of index.html (issue 12): on a returning user's session page, it asks for the
 * session and its cover, with the cookie the device holds, while the app's script still downloads.
 * src/features/sessions/api/early-read.ts takes the answer over. The build puts it in the page
 * (vite.config.ts), and the server allows exactly this text in its Content-Security-Policy by its SHA-256
 * (server/middleware/security.ts), so the two cannot drift apart. Plain ES5: it runs before anything
 * else, in any browser that loads the page.
 *
 * It also asks for the session page's own code (its chunk and the chunks it imports), whose names
 * the build writes into the page as data (`<script type="application/json" id="route-chunks">`,
 * never executed, so the CSP needs no other hash). Without it that code was found only once the app's
 * script had run, one round trip after it on a slow connection.
 */
export const EARLY_READ_SCRIPT = `(function () {
  try {
    var m = /^\\/sessions\\/([^/]+)\\/?$/.exec(location.pathname);
    if (!m || !(sessionStorage.getItem('auth-hint') || localStorage.getItem('auth-hint'))) return;
    var chunks = document.getElementById('route-chunks');
    var list = chunks ? JSON.parse(chunks.textContent || '{}').session || [] : [];
    for (var i = 0; i < list.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = list[i];
      document.head.appendChild(link);
    }
    var path = 'sessions/' + encodeURIComponent(decodeURIComponent(m[1]));
    var read = fetch('/api/' + path, { credentials: 'include' }).then(function (r) {
      if (!r.ok) throw new Error(String(r.status));
      return r.json();
    });
    read.then(function (s) {
      var cover = new Image();
      cover.fetchPriority = 'high';
      cover.src = s.cover;
    }, function () {});
    window.__earlyRead = { path: path, read: read, at: performance.now() };
  } catch (e) {}
})();`;
