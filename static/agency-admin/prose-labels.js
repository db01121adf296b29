// The rich-text editor (django-prose-editor) draws its own editable area in place of the form's
// textarea, and that area has no name: assistive technology announced an unnamed text box. This
// gives each one the name of its field's label (the label the admin wrote for the textarea).
(function () {
  "use strict";

  function name(editable) {
    if (editable.hasAttribute("aria-label")) return;
    // The textarea the editor replaced stays in the field's row, hidden: the nearest one up the tree.
    var textarea = null;
    for (var node = editable.parentElement; node && !textarea; node = node.parentElement) {
      textarea = node.querySelector("textarea[id]");
    }
    var label = textarea && document.querySelector('label[for="' + textarea.id + '"]');
    if (!label) return;
    editable.setAttribute("aria-label", label.textContent.replace(/:\s*$/, "").trim());
    editable.setAttribute("aria-multiline", "true");
  }

  function scan() {
    document.querySelectorAll('[contenteditable="true"].ProseMirror, [contenteditable="true"].tiptap').forEach(name);
  }

  document.addEventListener("DOMContentLoaded", function () {
    scan();
    // The editor is a module: it may mount after this runs.
    new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
  });
})();
