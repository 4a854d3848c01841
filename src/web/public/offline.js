// The offline page's only behaviour (public/offline.html; a file, since the CSP forbids inline scripts).
// The page is shown at the address she asked for, so a reload asks for that page again.
(function () {
  var retry = function () {
    location.reload();
  };
  document.getElementById('reintentar').addEventListener('click', retry);
  // Back online: try again without waiting for her to tap.
  window.addEventListener('online', retry);
})();
