// A built form's fields in the admin (forms.admin_built_forms.BuiltFormFieldInline): each field shows
// only the settings its kind uses (the kind's select carries them, from built_forms.SETTINGS_BY_KIND),
// and its key is written from its label until the editor types a key of their own. The server
// refuses a setting its kind does not use and fills an empty key the same way.
;(() => {
  const KIND = 'select[name$="-kind"][data-kind-settings]'

  const rowOf = (field, name) =>
    field.querySelector(`.form-row.field-${name}`) || field.querySelector(`.field-${name}`)

  function showSettings(kindSelect, clear) {
    const field = kindSelect.closest(".inline-related")
    if (!field) return
    const { settings, all } = JSON.parse(kindSelect.dataset.kindSettings)
    const used = settings[kindSelect.value] || all
    for (const name of all) {
      for (const shown of [name, `${name}_es`]) {
        const row = rowOf(field, shown)
        if (!row) continue
        const hidden = !used.includes(name)
        row.hidden = hidden
        if (hidden && clear) {
          for (const input of row.querySelectorAll("input, textarea, select")) {
            if (input.type === "checkbox") input.checked = false
            else if (input.tagName === "SELECT") input.value = ""
            else input.value = ""
          }
        }
      }
    }
  }

  // The settings a field rarely needs: folded under "More settings" while empty and without errors.
  const OPTIONAL = [
    "help_text",
    "placeholder",
    "required_message",
    "min_length",
    "max_length",
    "min_length_message",
    "max_length_message",
  ]

  function foldOptional(kindSelect) {
    const field = kindSelect.closest(".inline-related")
    const fieldset = field && kindSelect.closest("fieldset")
    // The empty form is the template new fields are copied from: it is set up once copied.
    if (!fieldset || field.classList.contains("empty-form") || fieldset.querySelector(".more-settings")) return
    let folded = 0
    for (const name of OPTIONAL) {
      for (const shown of [name, `${name}_es`]) {
        const row = rowOf(field, shown)
        if (!row) continue
        const empty = [...row.querySelectorAll("input, textarea")].every((input) => !input.value)
        if (empty && !row.querySelector(".errorlist")) {
          row.classList.add("optional-setting")
          folded += 1
        }
      }
    }
    if (!folded) return
    const button = document.createElement("button")
    button.type = "button"
    button.className = "button more-settings"
    button.setAttribute("aria-expanded", "false")
    button.textContent = fieldset.closest("[data-more-label]")?.dataset.moreLabel || "More settings"
    fieldset.append(button)
  }

  function keyFrom(label) {
    let key = label
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .match(/[a-z0-9]+/g)
    key = (key || []).join("_").slice(0, 40)
    if (!/^[a-z]/.test(key)) key = `field_${key}`.replace(/_$/, "").slice(0, 40)
    return key
  }

  function uniqueKey(base, keyInput) {
    const taken = new Set(
      [...document.querySelectorAll('input[name$="-key"]')]
        .filter((input) => input !== keyInput && !input.closest(".empty-form"))
        .map((input) => input.value),
    )
    let key = base
    for (let number = 2; taken.has(key); number += 1) key = `${base.slice(0, 40 - `_${number}`.length)}_${number}`
    return key
  }

  function keyInputOf(labelInput) {
    const field = labelInput.closest(".inline-related")
    return field && field.querySelector('input[name$="-key"]')
  }

  function setUp(root) {
    for (const select of root.querySelectorAll(KIND)) {
      showSettings(select, false)
      foldOptional(select)
    }
    for (const keyInput of root.querySelectorAll('input[name$="-key"]')) {
      // A field without a key yet gets one from its label; a key already there stays the editor's.
      if (!keyInput.dataset.fromLabel) keyInput.dataset.fromLabel = keyInput.value ? "no" : "yes"
    }
  }

  document.addEventListener("click", (event) => {
    const button = event.target.closest(".more-settings")
    if (!button) return
    const fieldset = button.closest("fieldset")
    const open = fieldset.dataset.more !== "open"
    fieldset.dataset.more = open ? "open" : ""
    button.setAttribute("aria-expanded", String(open))
  })
  document.addEventListener("change", (event) => {
    if (event.target.matches(KIND)) showSettings(event.target, true)
  })
  document.addEventListener("input", (event) => {
    const target = event.target
    if (target.matches('input[name$="-key"]')) {
      target.dataset.fromLabel = target.value ? "no" : "yes"
    } else if (target.matches('input[name$="-label"]')) {
      const keyInput = keyInputOf(target)
      if (keyInput && keyInput.dataset.fromLabel !== "no") keyInput.value = uniqueKey(keyFrom(target.value), keyInput)
    }
  })
  document.addEventListener("formset:added", (event) => setUp(event.target))
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => setUp(document))
  else setUp(document)
})()
