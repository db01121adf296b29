// Live character counters under the admin's text fields (marketing.widgets renders each counter
// with its words and limit; this only redraws the count as the editor types).
// A rich-text field's counter (data-counts="text") counts the text in its editor, not the HTML
// the editor stores: the same count as the server's limit (agency.richtext.rich_text_length).
(function () {
  "use strict";

  function textLength(text) {
    return text.replace(/\s+/g, " ").trim().length;
  }

  function htmlTextLength(html) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    return textLength(doc.body.textContent || "");
  }

  function update(counter, field, editor) {
    var limit = Number(counter.dataset.limit);
    var count;
    if (counter.dataset.counts === "text") {
      count = editor ? textLength(editor.state.doc.textContent) : htmlTextLength(field.value);
    } else {
      count = field.value.replace(/\r\n/g, "\n").length;
    }
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
  // The editable box of a rich-text editor is described by its field's help text and counter, as
  // the textarea it stands in for was (prose-labels.js gives it the field's label as its name).
  function describeEditor(textarea, box) {
    var described = [textarea.id + "_helptext", textarea.id + "_counter"].filter(function (id) {
      return document.getElementById(id);
    });
    if (described.length) box.setAttribute("aria-describedby", described.join(" "));
  }

  // The rich-text editor (django-prose-editor) announces itself once it has replaced its textarea;
  // its text changes are read from the editor, since the hidden textarea fires no input events.
  document.addEventListener("prose-editor:ready", function (event) {
    var detail = event.detail || {};
    if (!detail.textarea || !detail.editor) return;
    describeEditor(detail.textarea, detail.editor.view.dom);
    var counter = document.getElementById(detail.textarea.id + "_counter");
    if (!counter || counter.dataset.counts !== "text") return;
    detail.editor.on("update", function () {
      update(counter, detail.textarea, detail.editor);
    });
    update(counter, detail.textarea, detail.editor);
  });
  // An inline row added with "Add another" is a copy of a template with new ids.
  document.addEventListener("formset:added", function (event) {
    bindAll(event.target);
  });
})();
