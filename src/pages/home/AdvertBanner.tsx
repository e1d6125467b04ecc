import { useEffect, useRef, useState } from 'react';
import { useT } from '@/utils/i18n';
import type { ShownArea } from './types';

/** How long a slide shows before the next (none when the reader asks for reduced motion, or is over or in it). */
const SLIDE_MS = 6000;

const prefersReducedMotion = () => typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page's banner: the banner area's live adverts side by side in a track that snaps to one (swiped on a
 * phone), with dots, moving on by itself. Its height is the area's picture size, set before the pictures load, so
 * nothing below jumps; the first picture loads at once, the others when needed. Links go through the click counter.
 */
export default function AdvertBanner({ area }: { area: ShownArea }) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = area.adverts.length;

  const show = (index: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: index * el.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return undefined;
    const timer = window.setInterval(() => show((current + 1) % count), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, current]);

  if (!count) return null;
  return (
    <section
      className="home-banner"
      aria-roledescription="carousel"
      aria-label={t('home.banner.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        ref={track}
        className="home-banner-track"
        style={area.width && area.height ? { aspectRatio: `${area.width} / ${area.height}` } : undefined}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
        }}
      >
        {area.adverts.map((advert, index) => (
          <a
            key={advert.id}
            className="home-banner-slide"
            href={advert.href}
            rel={advert.external ? 'sponsored noopener noreferrer' : undefined}
            target={advert.external ? '_blank' : undefined}
            aria-roledescription="slide"
            aria-label={advert.title}
            data-testid="banner-slide"
          >
            {advert.imageUrl && (
              <img
                src={advert.imageUrl}
                alt={advert.alt}
                width={area.width || undefined}
                height={area.height || undefined}
                loading={index === 0 ? 'eager' : 'lazy'}
                // The first picture is the page's largest: asked for before the scripts.
                {...(index === 0 ? { fetchpriority: 'high' } : {})}
              />
            )}
          </a>
        ))}
      </div>
      {count > 1 && (
        <div className="home-banner-dots">
          {area.adverts.map((advert, index) => (
            <button
              key={advert.id}
              type="button"
              className="home-banner-dot"
              aria-label={t('home.banner.go', { n: index + 1, title: advert.title })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
