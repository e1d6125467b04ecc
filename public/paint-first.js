/*
 * Starts the app's scripts (preloaded by index.html, named in data-scripts, in order) once the browser has painted
 * the page: in the second animation frame, the first being the one that paints it. A page opened in the background, where frames do not run, starts
 * them at once. Written in the oldest JavaScript: it runs before any polyfill. See config/paintFirstPlugin.ts.
 */
(function () {
  var sources = document.currentScript.getAttribute('data-scripts').split(' ');
  function start() {
    for (var i = 0; i < sources.length; i += 1) {
      var script = document.createElement('script');
      script.src = sources[i];
      // Inserted scripts run as soon as they arrive unless told to keep their order.
      script.async = false;
      document.body.appendChild(script);
    }
  }
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      requestAnimationFrame(start);
    });
})();
