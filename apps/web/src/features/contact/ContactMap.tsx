// The community desk on a map drawn for this site (inline SVG: nothing to load, nothing a firewall can block), with a
// link to OpenStreetMap for directions. Streets are schematic, around Torstraße 1 by Rosa-Luxemburg-Platz in Berlin.
import { useId } from 'react';
import { useContactText } from './contactText.js';
import './ContactMap.css';

export const MAP_LINK = 'https://www.openstreetmap.org/?mlat=52.52917&mlon=13.40139#map=17/52.52917/13.40139';

export function ContactMap() {
  const t = useContactText();
  const id = useId();
  return (
    <figure className="map">
      <svg viewBox="0 0 560 420" width="560" height="420" role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>{t('mapTitle')}</title>
        <rect width="560" height="420" fill="#eef0f7" />
        {/* Blocks and the square. */}
        <path d="M330 250h110l-30 90h-80z" fill="#d9f2e4" />
        <g fill="#e1e4ef">
          <rect x="20" y="20" width="150" height="130" rx="6" />
          <rect x="200" y="20" width="160" height="150" rx="6" />
          <rect x="390" y="20" width="150" height="130" rx="6" />
          <rect x="20" y="250" width="150" height="150" rx="6" />
          <rect x="200" y="250" width="110" height="150" rx="6" />
          <rect x="460" y="250" width="80" height="150" rx="6" />
        </g>
        {/* Streets. */}
        <g fill="none" stroke="#ffffff" strokeLinecap="round">
          <path d="M0 205H560" strokeWidth="34" />
          <path d="M185 0V420" strokeWidth="22" />
          <path d="M375 0V180L320 420" strokeWidth="22" />
          <path d="M450 240L420 420" strokeWidth="14" />
        </g>
        <g fill="#4a5270" fontFamily="system-ui, sans-serif" fontSize="15">
          <text x="28" y="210">
            {t('mapStreet')}
          </text>
          <text x="192" y="120" transform="rotate(90 192 120)">
            {t('mapCrossStreet')}
          </text>
          <text x="345" y="300" fontSize="13">
            {t('mapSquare')}
          </text>
        </g>
        {/* The desk: the Fanout colours, a point with lines fanning out. */}
        <g transform="translate(300 150)">
          <path d="M0 0c-16-20-24-32-24-44a24 24 0 0 1 48 0c0 12-8 24-24 44z" fill="#7b3fe4" />
          <circle cy="-44" r="9" fill="#ffffff" />
        </g>
        <rect x="230" y="42" width="140" height="36" rx="8" fill="#0b1020" />
        <text x="300" y="66" textAnchor="middle" fill="#ffffff" fontFamily="system-ui, sans-serif" fontSize="15">
          {t('mapPin')}
        </text>
      </svg>
      <figcaption>
        <span>{t('visitText')}</span>{' '}
        <a href={MAP_LINK} target="_blank" rel="noopener noreferrer">
          {t('openMap')}
        </a>
      </figcaption>
    </figure>
  );
}
