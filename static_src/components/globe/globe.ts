// The hero globe, drawn with cobe (WebGL, ~6 kB gzipped) and no React. It is laid over the
// server-rendered SVG fallback, which stays until the canvas has drawn; without WebGL the
// fallback simply stays. Under prefers-reduced-motion the globe is drawn once, still.
import createGlobe, { type Globe, type Marker } from "cobe";

// One set of options for the live globe and for its still picture (scripts/render-globe.py
// renders static_src/public/globe/globe.avif and globe.webp from the same file), so the
// hand-over is invisible.
import OPTIONS from "./options.json";

export interface City {
  name: string;
  location: [number, number];
}

export interface GlobeProps {
  /** The cities to mark, from the page (json_script); the agency's six by default. */
  markers?: City[];
}

export const DEFAULT_CITIES: City[] = [
  { name: "San Diego", location: [32.7157, -117.1611] },
  { name: "New York", location: [40.7128, -74.006] },
  { name: "London", location: [51.5074, -0.1278] },
  { name: "Dubai", location: [25.2048, 55.2708] },
  { name: "Singapore", location: [1.3521, 103.8198] },
  { name: "Sydney", location: [-33.8688, 151.2093] },
];

// The Americas face the viewer at rest, San Diego on the left: phi turns the globe.
const START_PHI = OPTIONS.phi;
const SPIN_PER_FRAME = 0.004;
// The map texture loads asynchronously; a still globe is redrawn for this long to show it.
const STILL_REDRAW_MS = 1500;

export function markersFor(cities: City[]): Marker[] {
  return cities.map((city, index) => ({
    location: city.location,
    size: index === 0 ? OPTIONS.firstMarkerSize : OPTIONS.markerSize,
  }));
}

export function mount(root: HTMLElement, props: GlobeProps): void {
  const cities = props.markers?.length ? props.markers : DEFAULT_CITIES;
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (!webglAvailable()) {
    root.dataset.globe = "fallback";
    return;
  }
  // cobe wraps the canvas in its own positioned element, so the layer laid over the fallback
  // is ours.
  const layer = document.createElement("div");
  layer.className = "globe-canvas";
  layer.setAttribute("aria-hidden", "true");
  const canvas = document.createElement("canvas");
  canvas.className = "size-full";
  layer.append(canvas);
  root.classList.add("globe-host");
  root.append(layer);

  const dpr = Math.min(window.devicePixelRatio || 1, 2);
  const size = () => Math.max(1, Math.round(root.clientWidth * dpr));
  let width = size();
  canvas.width = width;
  canvas.height = width;

  let globe: Globe;
  try {
    globe = createGlobe(canvas, {
      devicePixelRatio: dpr,
      width,
      height: width,
      phi: START_PHI,
      theta: OPTIONS.theta,
      dark: OPTIONS.dark,
      diffuse: OPTIONS.diffuse,
      mapSamples: OPTIONS.mapSamples,
      mapBrightness: OPTIONS.mapBrightness,
      baseColor: OPTIONS.baseColor as [number, number, number],
      markerColor: OPTIONS.markerColor as [number, number, number],
      glowColor: OPTIONS.glowColor as [number, number, number],
      // Markers sit on the surface: raised ones near the edge look as if they float beside it.
      markerElevation: OPTIONS.markerElevation,
      markers: markersFor(cities),
    });
  } catch {
    layer.remove();
    root.dataset.globe = "fallback";
    return;
  }

  let phi = START_PHI;
  let visible = true;
  let frame = 0;
  let drawn = 0;
  const startedAt = performance.now();

  const draw = (now: number) => {
    frame = 0;
    if (!still) phi += SPIN_PER_FRAME;
    globe.update({ phi });
    // After a few frames (the map texture decodes asynchronously) the canvas fades in over the
    // fallback, which it then replaces.
    drawn += 1;
    if (drawn === 6) root.dataset.globe = "drawn";
    const keepGoing = still ? now - startedAt < STILL_REDRAW_MS || drawn < 6 : visible && !document.hidden;
    if (keepGoing) frame = requestAnimationFrame(draw);
  };
  const resume = () => {
    if (!frame && !still) frame = requestAnimationFrame(draw);
  };
  frame = requestAnimationFrame(draw);

  // Spinning stops while the globe is off screen or the tab is hidden.
  new IntersectionObserver((entries) => {
    visible = entries.some((entry) => entry.isIntersecting);
    if (visible) resume();
  }).observe(root);
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) resume();
  });
  new ResizeObserver(() => {
    const next = size();
    if (next === width) return;
    width = next;
    globe.update({ width, height: width });
    if (still) globe.update({ phi });
  }).observe(root);
}

function webglAvailable(): boolean {
  const probe = document.createElement("canvas");
  const gl = probe.getContext("webgl2") ?? probe.getContext("webgl");
  gl?.getExtension("WEBGL_lose_context")?.loseContext();
  return gl !== null;
}
