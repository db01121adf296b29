// Live character counters under the admin's text fields (marketing.widgets renders each counter
// with its words and limit; this only redraws the count as the editor types).
(function () {
  "use strict";

  function update(counter, field) {
    var limit = Number(counter.dataset.limit);
    var count = field.value.replace(/\r\n/g, "\n").length;
    counter.textContent = counter.dataset.format
      .replace("{count}", String(count))
      .replace("{limit}", String(limit));
    counter.classList.toggle("is-near", count >= limit * 0.9 && count <= limit);
    counter.classList.toggle("is-over", count > limit);
  }

  function bind(counter) {
    if (counter.dataset.bound) return;
    // The counter is "<field id>_counter"; "Add another" renumbers ids, not data attributes.
    if (counter.id.indexOf("__prefix__") !== -1) return;
    var field = document.getElementById(counter.id.replace(/_counter$/, ""));
    if (!field) return;
    counter.dataset.bound = "1";
    var describedBy = (field.getAttribute("aria-describedby") || "").split(" ").filter(Boolean);
    if (describedBy.indexOf(counter.id) === -1) {
      describedBy.push(counter.id);
      field.setAttribute("aria-describedby", describedBy.join(" "));
    }
    field.addEventListener("input", function () {
      update(counter, field);
    });
    update(counter, field);
  }

  function bindAll(root) {
    root.querySelectorAll(".char-counter[data-limit]").forEach(bind);
  }

  document.addEventListener("DOMContentLoaded", function () {
    bindAll(document);
  });
  // An inline row added with "Add another" is a copy of a template with new ids.
  document.addEventListener("formset:added", function (event) {
    bindAll(event.target);
  });
})();
