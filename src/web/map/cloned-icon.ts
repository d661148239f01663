import { DivIcon, type DivIconOptions } from "leaflet";

/**
 * A DivIcon whose markup is parsed once, when the first marker needs it; every marker then gets a copy of the
 * parsed element. Leaflet's own DivIcon sets `innerHTML` for each marker, and parsing a pin's SVG again for
 * every one of the pins a map adds per frame was the larger part of those frames' work on a phone.
 */
export class ClonedDivIcon extends DivIcon {
  private readonly markup: string;
  private template: Element | null = null;

  constructor(markup: string, options: Omit<DivIconOptions, "html">) {
    super({ ...options, html: false });
    this.markup = markup;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const icon = super.createIcon(oldIcon);
    if (this.template === null) {
      const parsed = document.createElement("template");
      parsed.innerHTML = this.markup;
      this.template = parsed.content.firstElementChild;
    }
    if (this.template) icon.replaceChildren(this.template.cloneNode(true));
    return icon;
  }
}
