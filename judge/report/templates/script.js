// Sorting (name, score, verdict, time), filtering by verdict, and opening a submission's
// tests: each submission is a <tbody class="sub"> (its row and its hidden detail row).
(function () {
  "use strict";
  function keyOf(sub, key) {
    var v = sub.dataset[key];
    return key === "name" ? v : parseFloat(v);
  }
  function sortTable(table, key, th) {
    var ascending = th.getAttribute("aria-sort") !== "ascending";
    table.querySelectorAll("th[aria-sort]").forEach(function (h) { h.removeAttribute("aria-sort"); });
    th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    var subs = Array.prototype.slice.call(table.querySelectorAll(":scope > tbody.sub"));
    subs.sort(function (a, b) {
      var x = keyOf(a, key), y = keyOf(b, key);
      var c = key === "name" ? x.localeCompare(y) : x - y;
      if (c === 0) { c = a.dataset.name.localeCompare(b.dataset.name); }
      return ascending ? c : -c;
    });
    subs.forEach(function (s) { table.appendChild(s); });
  }
  function filter(verdict) {
    document.querySelectorAll("tbody.sub").forEach(function (sub) {
      var verdicts = sub.dataset.verdicts.split(" ");
      sub.hidden = verdict !== "" && verdicts.indexOf(verdict) < 0;
    });
  }
  document.querySelectorAll("table.sortable th[data-sort] button").forEach(function (b) {
    b.addEventListener("click", function () {
      var th = b.parentNode;
      sortTable(th.closest("table"), th.dataset.sort, th);
    });
  });
  var select = document.getElementById("filter");
  if (select) { select.addEventListener("change", function () { filter(select.value); }); }
  document.querySelectorAll("tr.row").forEach(function (row) {
    function toggle(event) {
      if (event.target.closest("a")) { return; }
      var detail = row.nextElementSibling;
      if (detail && detail.classList.contains("detail")) {
        detail.hidden = !detail.hidden;
        row.setAttribute("aria-expanded", String(!detail.hidden));
      }
    }
    row.addEventListener("click", toggle);
    row.addEventListener("keydown", function (e) { if (e.key === "Enter") { toggle(e); } });
  });
  function openTarget() {
    var target = location.hash && document.getElementById(location.hash.slice(1));
    var detail = target && target.querySelector("tr.detail");
    if (detail) { detail.hidden = false; }
  }
  window.addEventListener("hashchange", openTarget);
  openTarget();
  // The frame after the matrix was built, once painted (a task after the frame's callbacks):
  // when it was drawn, from the navigation's start (bench/report_speed.py reads it).
  requestAnimationFrame(function () {
    setTimeout(function () { document.body.dataset.drawn = String(performance.now()); }, 0);
  });
}());
