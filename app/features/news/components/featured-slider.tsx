import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../common/dates.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { ARTICLE_PATHS } from '../paths.ts';
import type { ArticleSummary } from '../schemas.ts';
import styles from './featured-slider.module.css';

/** No slide changes faster than this (issue 4: not faster than 5 s). */
export const SLIDE_INTERVAL_MS = 7000;

/**
 * The home page's slider of featured articles, after the WAI-ARIA carousel
 * pattern: previous/next and a button per slide, a pause button, rotation
 * that stops while the pointer or keyboard focus is inside and never starts
 * for people who asked for reduced motion. Without JavaScript every slide is
 * shown, one under another.
 */
export function FeaturedSlider({ articles }: { articles: ArticleSummary[] }) {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  const id = useId();
  const count = articles.length;
  const rotating = playing && !hovered && !focused && !reducedMotion && count > 1;

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReducedMotion(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReducedMotion(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;
  const go = (index: number) => setCurrent((index + count) % count);

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-labelledby={`${id}-title`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        Hlavní zprávy
      </h2>
      <div className={styles.controls}>
        {count > 1 && !reducedMotion ? (
          <button type="button" className={styles.control} onClick={() => setPlaying(!playing)}>
            {playing ? 'Zastavit přepínání' : 'Spustit přepínání'}
          </button>
        ) : null}
        {count > 1 ? (
          <>
            <button type="button" className={styles.control} onClick={() => go(current - 1)}>
              <span aria-hidden="true">‹</span> Předchozí<span className="visually-hidden"> zpráva</span>
            </button>
            <button type="button" className={styles.control} onClick={() => go(current + 1)}>
              Další<span className="visually-hidden"> zpráva</span> <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {articles.map((article, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset
          <div
            key={article.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} z ${count}`}
            className={styles.slide}
            data-current={index === current || undefined}
          >
            {article.image ? (
              <ResponsiveImage
                image={article.image}
                decorative
                sizes="(min-width: 75rem) 40rem, 100vw"
                eager={index === 0}
                className={styles.image}
              />
            ) : null}
            <div className={styles.text}>
              <p className={styles.meta}>
                <time dateTime={article.published_at}>{formatDate(new Date(article.published_at))}</time>
                {article.category ? <> · {article.category.name}</> : null}
              </p>
              <h3 className={styles.title}>
                <Link to={`${ARTICLE_PATHS[article.kind].list}/${article.slug}`}>{article.title}</Link>
              </h3>
              <p>{article.perex}</p>
            </div>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {articles.map((article, index) => (
            <button
              key={article.id}
              type="button"
              className={styles.dot}
              aria-label={`Zpráva ${index + 1}: ${article.title}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
