import { getLocale } from '@umijs/max';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ITEM_LABEL } from '@shared/airQuality';
import { DATAV_HEIGHT, DATAV_WIDTH, fitCanvas, type DatavPanel } from '@shared/datav';
import LazyMessages from '@/components/LazyMessages';
import { getDatavScreen } from '@/services/portal/datav';
import { useT } from '@/utils/i18n';
import { DATAV_CSS } from './styles';

type Answer = Awaited<ReturnType<typeof getDatavScreen>>['data'];
/** The screen's answer: a panel that is not published is absent. */
export type Screen = Omit<Answer, DatavPanel> & Partial<Pick<Answer, DatavPanel>>;

// The charts load after the figures, not with the screen.
const AqiLine = lazy(() => import('./Charts').then((m) => ({ default: m.AqiLine })));
const PipelineFunnel = lazy(() => import('./Charts').then((m) => ({ default: m.PipelineFunnel })));
const chart = (node: ReactNode) => <Suspense fallback={<div className="datav-empty" />}>{node}</Suspense>;

/** Before the first answer names its own interval, and after a failure: seconds. */
const FIRST_RETRY_SECONDS = 60;

/** A moment's time of day in China Standard Time, the park's clock (HH:mm or HH:mm:ss). */
const cst = (at: Date | string, seconds = false) => new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(11, seconds ? 19 : 16);
const cstDate = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);

/** The window's size as a scale and offsets for the 1920×1080 canvas; measured after mounting (the server has no window). */
function useFit() {
  const [fit, setFit] = useState({ scale: 1, left: 0, top: 0 });
  useEffect(() => {
    const measure = () => setFit(fitCanvas(window.innerWidth, window.innerHeight));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return fit;
}

/** The time now, each second (null until mounted, so the server and the first render agree). */
function useClock() {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type Load = { screen?: Screen; updatedAt?: Date; failed: boolean; closed: boolean };

/**
 * The screen's answer, asked again at the interval it names. A failed refresh keeps the last figures (marked as not
 * updated); a 404 means the screen was switched off.
 */
function useScreen(): Load {
  const [load, setLoad] = useState<Load>({ failed: false, closed: false });
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let every = FIRST_RETRY_SECONDS;
    const tick = async () => {
      try {
        const { data } = await getDatavScreen({ skipErrorHandler: true });
        if (!alive) return;
        every = data.refreshSeconds;
        setLoad({ screen: data as Screen, updatedAt: new Date(), failed: false, closed: false });
      } catch (err) {
        if (!alive) return;
        const status = (err as { response?: { status?: number } })?.response?.status;
        setLoad((prev) => (status === 404 ? { failed: false, closed: true } : { ...prev, failed: true }));
      }
      if (alive) timer = setTimeout(tick, every * 1000);
    };
    tick();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);
  return load;
}

const Panel = ({ id, title, children }: { id: DatavPanel | 'occupancy' | 'aqiTrend'; title: string; children: ReactNode }) => (
  <section className="datav-panel" data-testid={`datav-${id}`}>
    <h2>{title}</h2>
    {children}
  </section>
);

const Figure = ({ label, value, testId }: { label: string; value: ReactNode; testId: string }) => (
  <div className="datav-figure" data-testid={testId}>
    <div className="datav-figure-label">{label}</div>
    <div className="datav-figure-value">{value}</div>
  </div>
);

/** The key figures of the published panels, in one row. */
function KeyFigures({ screen }: { screen: Screen }) {
  const t = useT();
  const { parkFigures, funnel, airQuality, policies } = screen;
  const figures: ReactNode[] = [];
  if (parkFigures) {
    figures.push(
      <Figure key="companies" testId="datav-figure-companies" label={t('datav.figure.companies')} value={parkFigures.companiesInPark.toLocaleString()} />,
    );
    figures.push(<Figure key="units" testId="datav-figure-units" label={t('datav.figure.units')} value={parkFigures.units.toLocaleString()} />);
    figures.push(<Figure key="occupancy" testId="datav-figure-occupancy" label={t('datav.figure.occupancy')} value={percent(parkFigures.occupancyRate)} />);
  }
  if (funnel)
    figures.push(<Figure key="signed" testId="datav-figure-signed" label={t('datav.figure.signed')} value={funnel.signedThisYear.toLocaleString()} />);
  if (policies) figures.push(<Figure key="open" testId="datav-figure-open" label={t('datav.figure.openPolicies')} value={policies.open.toLocaleString()} />);
  if (airQuality) {
    const { park } = airQuality;
    figures.push(
      <Figure
        key="aqi"
        testId="datav-figure-aqi"
        label={t('datav.figure.aqi')}
        value={<span style={{ color: park.colour ?? undefined }}>{park.aqi ?? '–'}</span>}
      />,
    );
  }
  return figures.length ? <div className="datav-figures">{figures}</div> : null;
}

function Occupancy({ figures }: { figures: NonNullable<Screen['parkFigures']> }) {
  const t = useT();
  return (
    <Panel id="occupancy" title={t('datav.panel.occupancy')}>
      {figures.byBuilding.length === 0 && <div className="datav-empty">{t('datav.empty')}</div>}
      {figures.byBuilding.map((b) => (
        <div className="datav-bar" key={b.building} data-testid="datav-building">
          <div className="datav-bar-head">
            <span>{b.building}</span>
            <span>
              {percent(b.occupancyRate)} · {t('datav.units', { count: b.units })}
            </span>
          </div>
          <div className="datav-bar-track">
            <div className="datav-bar-fill" style={{ width: `${Math.round((b.occupancyRate ?? 0) * 100)}%` }} />
          </div>
        </div>
      ))}
    </Panel>
  );
}

function Funnel({ funnel }: { funnel: NonNullable<Screen['funnel']> }) {
  const t = useT();
  return (
    <Panel id="funnel" title={t('datav.panel.funnel')}>
      {funnel.total === 0 ? (
        <div className="datav-empty">{t('datav.empty')}</div>
      ) : (
        chart(<PipelineFunnel height={360} points={funnel.stages.map((s) => ({ label: s.label, value: s.reached }))} />)
      )}
    </Panel>
  );
}

function AirQuality({ air }: { air: NonNullable<Screen['airQuality']> }) {
  const t = useT();
  const english = getLocale() === 'en-US';
  // In time order across the stations, so the hours run left to right whichever station reported first.
  const points = air.stations
    .flatMap((st) => st.series.filter((p) => p.aqi !== null).map((p) => ({ hour: p.hour, station: st.name, aqi: p.aqi! })))
    .sort((a, b) => (a.hour < b.hour ? -1 : a.hour > b.hour ? 1 : 0))
    .map((p) => ({ hour: p.hour, time: cst(p.hour), aqi: p.aqi, station: p.station }));
  return (
    <>
      <Panel id="airQuality" title={t('datav.panel.airQuality')}>
        {air.stations.length === 0 && <div className="datav-empty">{t('datav.empty')}</div>}
        <div className="datav-stations">
          {air.stations.map((st) => (
            <div className="datav-station" key={st.stationId} data-testid="datav-station">
              <span
                className="datav-aqi"
                data-testid="datav-station-aqi"
                style={{ background: st.colour ?? 'rgba(255,255,255,0.1)', color: (st.level ?? 6) <= 3 ? '#000' : '#fff' }}
              >
                {st.aqi ?? '–'}
              </span>
              <span>
                {st.name}
                <small>
                  {st.aqi === null
                    ? t('datav.aqi.none')
                    : `${(english ? st.categoryEn : st.category) ?? ''} · ${st.primary.map((i) => ITEM_LABEL[i]).join(' ') || '–'}`}
                </small>
                {st.hour && <small>{t('datav.aqi.at', { time: `${cstDate(new Date(st.hour))} ${cst(st.hour)}` })}</small>}
              </span>
            </div>
          ))}
        </div>
      </Panel>
      <Panel id="aqiTrend" title={t('datav.panel.aqiTrend')}>
        {points.length === 0 ? <div className="datav-empty">{t('datav.empty')}</div> : chart(<AqiLine height={300} points={points} />)}
      </Panel>
    </>
  );
}

function Policies({ policies }: { policies: NonNullable<Screen['policies']> }) {
  const t = useT();
  return (
    <Panel id="policies" title={t('datav.panel.policies')}>
      {policies.latest.length === 0 && <div className="datav-empty">{t('datav.empty')}</div>}
      <ul className="datav-policies">
        {policies.latest.map((p) => (
          <li key={p.id} data-testid="datav-policy">
            <span className="datav-policy-title">{p.title}</span>
            <span className="datav-policy-date">{p.publishDate}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/**
 * 园区大屏 (/datav): the lobby display's full-screen view, signed out, outside the front's and the back office's layouts.
 * A 1920×1080 canvas scaled to the window; the panels an admin published (站点配置 › 大屏展示), asked again at the
 * interval set there; a clock, and the time of the last answer (the figures stay when a refresh fails).
 */
function DatavScreen() {
  const t = useT();
  const fit = useFit();
  const now = useClock();
  const { screen, updatedAt, failed, closed } = useScreen();
  const left = screen && (screen.parkFigures || screen.funnel);
  const right = screen && (screen.airQuality || screen.policies);
  return (
    <div className="datav-stage">
      {/* A constant of this module, not user content. */}
      <style dangerouslySetInnerHTML={{ __html: DATAV_CSS }} />
      <div
        className="datav-canvas"
        data-testid="datav"
        style={{ left: fit.left, top: fit.top, transform: `scale(${fit.scale})`, width: DATAV_WIDTH, height: DATAV_HEIGHT }}
      >
        <header className="datav-header">
          <h1 data-testid="datav-title">{screen?.title ?? t('datav.title')}</h1>
          <div className="datav-clock" data-testid="datav-clock">
            {now ? `${cstDate(now)} ${cst(now, true)}` : ''}
            <small className={failed ? 'datav-stale' : undefined} data-testid="datav-updated">
              {updatedAt ? t(failed ? 'datav.updated.stale' : 'datav.updated', { time: cst(updatedAt, true) }) : failed ? t('datav.failed') : ''}
            </small>
          </div>
        </header>
        {closed && (
          <div className="datav-closed" data-testid="datav-closed">
            {t('datav.closed')}
          </div>
        )}
        {screen && !closed && (
          <>
            <KeyFigures screen={screen} />
            <div className="datav-body">
              {left && (
                <div className="datav-column">
                  {screen.parkFigures && <Occupancy figures={screen.parkFigures} />}
                  {screen.funnel && <Funnel funnel={screen.funnel} />}
                </div>
              )}
              {screen.airQuality && (
                <div className="datav-column" style={{ flex: 1.3 }}>
                  <AirQuality air={screen.airQuality} />
                </div>
              )}
              {screen.policies && (
                <div className="datav-column">
                  <Policies policies={screen.policies} />
                </div>
              )}
              {!left && !right && <div className="datav-empty">{t('datav.nothing')}</div>}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** The screen once its texts are there (they load with it, not with the front). */
export default function DatavPage() {
  return (
    <LazyMessages part="datav">
      <DatavScreen />
    </LazyMessages>
  );
}
