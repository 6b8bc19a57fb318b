import { divIcon, map as leafletMap, marker, tileLayer } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useLog } from '../../../../src/ui/widget-root';
import { loadStylesheet } from '../../host/stylesheet';

// The chunks sit in dist/chunks/; the map's stylesheet is built to dist/popups-map.css.
const MAP_STYLESHEET = new URL('../popups-map.css', import.meta.url).href;

/** Close enough to see the streets around the venue. */
const ZOOM = 15;
const MARKER_SIZE = 28;

export interface EventMapProps {
  latitude: number;
  longitude: number;
  /** The venue's name, for the map's label. */
  place: string;
  /** Tile URL template with {z}, {x} and {y} (config mapTileUrl). */
  tileUrl: string;
}

/**
 * The venue on a map (Leaflet): tiles from the configured tile server, a marker drawn in CSS.
 * Leaflet's keyboard support stays on: the map is focusable, arrow keys pan, + and - zoom, and
 * the zoom buttons are in the tab order. Scroll-wheel zoom is off so the dialog scrolls.
 * This module and Leaflet load only for an event with coordinates.
 */
export default function EventMap({ latitude, longitude, place, tileUrl }: EventMapProps) {
  const container = useRef<HTMLElement>(null);
  const [styled, setStyled] = useState(false);
  const log = useLog();

  useEffect(() => {
    let live = true;
    loadStylesheet(MAP_STYLESHEET, log).then(() => {
      if (live) setStyled(true);
    });
    return () => {
      live = false;
    };
  }, [log]);

  useEffect(() => {
    const node = container.current;
    if (!styled || !node) return;
    const map = leafletMap(node, {
      center: [latitude, longitude],
      zoom: ZOOM,
      scrollWheelZoom: false,
      keyboard: true,
    });
    // On a screen of more than one pixel per CSS pixel (every phone), tiles of the next zoom
    // level at half size: 256 px tiles shown 256 px wide are blurred there (Lighthouse's
    // "image-size-responsive" failed on the share page, 412 px at 1.75x).
    tileLayer(tileUrl, { maxZoom: 19, detectRetina: true }).addTo(map);
    marker([latitude, longitude], {
      icon: divIcon({
        className: 'wgt-map-marker',
        html: '<span class="wgt-map-marker__pin"></span>',
        iconSize: [MARKER_SIZE, MARKER_SIZE],
        // The pin's tip (its rotated bottom-left corner) sits on the coordinates.
        iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE * 1.2],
      }),
      interactive: false,
      keyboard: false,
    }).addTo(map);
    // The dialog may still be settling its size: keep the map's idea of its box current.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(node);
    return () => {
      resize.disconnect();
      map.remove();
    };
  }, [styled, latitude, longitude, tileUrl]);

  return (
    <section
      ref={container}
      className="wgt-event-map"
      aria-label={place ? `Map of ${place}` : 'Map of the venue'}
      aria-busy={!styled || undefined}
    />
  );
}
