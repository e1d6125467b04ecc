import L from 'leaflet';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { clampToPlan, colorOf, MOVABLE, toLatLng, toPixels, type Marker, type SitePlan } from './types';

/**
 * Leaflet's stylesheet, served as a file of its own (`copy` in .umirc.ts) and linked when the map first loads:
 * imported as a module, server rendering would put it into the one stylesheet every page of the site loads.
 */
const LEAFLET_CSS_ID = 'leaflet-css';
declare const __webpack_public_path__: string | undefined;
if (typeof document !== 'undefined' && !document.getElementById(LEAFLET_CSS_ID)) {
  const link = document.createElement('link');
  link.id = LEAFLET_CSS_ID;
  link.rel = 'stylesheet';
  link.href = `${typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/'}vendor/leaflet.css`;
  document.head.appendChild(link);
}

export type PlanMapHandle = {
  /** The plan pixel at the middle of the view (where the edit mode puts an unplaced marker). */
  center(): { x: number; y: number };
};

export type MapFocus = { key: string; name: string; x: number; y: number; seq: number };

type Props = {
  plan: Pick<SitePlan, 'url' | 'width' | 'height'>;
  markers: Marker[];
  /** Buildings, units and points of interest may be dragged; dropping one calls onMove with its new plan position. */
  editable: boolean;
  /** A marker's popup: a title and lines of text (text only: names are never read as HTML). */
  describe: (marker: Marker) => { title: string; lines: string[] };
  onMove: (marker: Marker, position: { x: number; y: number }) => void;
  /** Pan to this place and open its marker's popup (a new seq each time it is asked). */
  focus?: MapFocus;
};

/** An element holding text only. */
function textElement(tag: string, text: string, style: Partial<CSSStyleDeclaration> = {}) {
  const el = document.createElement(tag);
  el.textContent = text;
  Object.assign(el.style, style);
  return el;
}

/** A marker's look: buildings a labelled box, everything else a dot of its kind's (a unit's status') colour. */
function iconOf(marker: Marker, movable: boolean) {
  const color = colorOf(marker);
  if (marker.kind === 'building') {
    const label = textElement('span', marker.name, {
      display: 'inline-block',
      padding: '1px 6px',
      background: color,
      color: '#fff',
      borderRadius: '4px',
      fontSize: '12px',
      whiteSpace: 'nowrap',
      transform: 'translate(-50%, -50%)',
      boxShadow: '0 1px 3px rgba(0,0,0,.3)',
      cursor: movable ? 'move' : 'pointer',
    });
    return L.divIcon({ html: label, className: `gis-marker gis-marker-building`, iconSize: [0, 0] });
  }
  const size = marker.kind === 'poi' ? 14 : 12;
  const dot = textElement('span', '', {
    display: 'block',
    width: `${size}px`,
    height: `${size}px`,
    background: color,
    border: '2px solid #fff',
    borderRadius: marker.kind === 'poi' ? '3px' : '50%',
    boxShadow: '0 0 2px rgba(0,0,0,.5)',
    boxSizing: 'border-box',
    cursor: movable ? 'move' : 'pointer',
  });
  return L.divIcon({ html: dot, className: `gis-marker gis-marker-${marker.kind}`, iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
}

function popupOf({ title, lines }: { title: string; lines: string[] }) {
  const box = document.createElement('div');
  box.appendChild(textElement('strong', title));
  for (const line of lines) box.appendChild(textElement('div', line));
  return box;
}

/**
 * The site plan as a Leaflet map in plain image coordinates (CRS.Simple): the image covers [[0, 0], [height, width]],
 * so nothing depends on an online map service. Loaded only with the map screen (React.lazy in MapTab).
 */
const PlanMap = forwardRef<PlanMapHandle, Props>(function PlanMap({ plan, markers, editable, describe, onMove, focus }, ref) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map>();
  const layer = useRef<L.LayerGroup>();
  const byKey = useRef(new Map<string, L.Marker>());
  const moved = useRef(onMove);
  moved.current = onMove;

  useEffect(() => {
    const m = L.map(box.current!, { crs: L.CRS.Simple, minZoom: -4, maxZoom: 3, zoomSnap: 0.25, attributionControl: false });
    const bounds = L.latLngBounds([0, 0], [plan.height, plan.width]);
    L.imageOverlay(plan.url, bounds).addTo(m);
    m.fitBounds(bounds);
    m.setMaxBounds(bounds.pad(0.5));
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = undefined;
      layer.current = undefined;
    };
  }, [plan.url, plan.width, plan.height]);

  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    byKey.current.clear();
    for (const item of markers) {
      if (item.x === null || item.y === null) continue;
      const movable = editable && MOVABLE.includes(item.kind);
      const marker = L.marker(toLatLng(plan.height, item.x, item.y), {
        icon: iconOf(item, movable),
        draggable: movable,
        title: item.name,
        // Buildings under units, units under companies, clues and projects, points of interest on top.
        zIndexOffset: { building: 0, unit: 100, company: 200, clue: 300, project: 350, poi: 400 }[item.kind],
      });
      marker.bindTooltip(item.name, { direction: 'top', offset: [0, -6] });
      marker.bindPopup(() => popupOf(describe(item)));
      if (movable) {
        marker.on('dragend', () => {
          const at = marker.getLatLng();
          moved.current(item, clampToPlan(plan, toPixels(plan.height, at.lat, at.lng)));
        });
      }
      marker.addTo(group);
      byKey.current.set(item.key, marker);
    }
  }, [markers, editable, plan, describe]);

  useEffect(() => {
    const m = map.current;
    if (!focus || !m) return;
    const at = toLatLng(plan.height, focus.x, focus.y);
    m.setView(at, Math.max(m.getZoom(), 0));
    const marker = byKey.current.get(focus.key);
    if (marker) marker.openPopup();
    else L.popup().setLatLng(at).setContent(textElement('strong', focus.name)).openOn(m);
  }, [focus, plan.height]);

  useImperativeHandle(
    ref,
    () => ({
      center: () => {
        const c = map.current?.getCenter();
        return c ? clampToPlan(plan, toPixels(plan.height, c.lat, c.lng)) : { x: plan.width / 2, y: plan.height / 2 };
      },
    }),
    [plan],
  );

  return <div ref={box} data-testid="plan-map" style={{ height: 'calc(100vh - 300px)', minHeight: 420, background: '#f5f5f5' }} />;
});

export default PlanMap;
