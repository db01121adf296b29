// A click on a picture's thumbnail (marketing.widgets.PictureWidget) sets its focus select to the
// ninth of the picture clicked: top left ... centre ... bottom right. The select stays the control
// for keyboards and screen readers; this is a shortcut for pointing at the subject.
(function () {
  "use strict";

  var POSITIONS = [
    ["top-left", "top", "top-right"],
    ["left", "center", "right"],
    ["bottom-left", "bottom", "bottom-right"],
  ];

  function third(offset, size) {
    return Math.max(0, Math.min(2, Math.floor((3 * offset) / size)));
  }

  document.addEventListener("click", function (event) {
    var thumb = event.target.closest && event.target.closest("img.picture-thumb[data-focus-field]");
    if (!thumb) return;
    var select = document.getElementById(thumb.dataset.focusField);
    if (!select) return;
    var box = thumb.getBoundingClientRect();
    var row = third(event.clientY - box.top, box.height);
    var column = third(event.clientX - box.left, box.width);
    select.value = POSITIONS[row][column];
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
})();
