import { and, eq, isNotNull } from 'drizzle-orm';
import { gisUnitPositions, projects, projectUnits } from '../../server/db/schema';
import { ADMIN_PASSWORD, loginAs, usePortal, watchErrors } from './harness';

/** The park map (园区地图): the site plan with its markers; a project is shown at its unit and its popup says what it is. */
describe('the park map in the browser', () => {
  const env = usePortal();

  it('shows only the projects when the other kinds are switched off, and a project marker opens its popup', async () => {
    // A demo project whose unit has a place on the plan: the one the map must show.
    const [placed] = await env.portal.database.db
      .selectDistinct({ name: projects.name })
      .from(projects)
      .innerJoin(projectUnits, eq(projectUnits.projectId, projects.id))
      .innerJoin(gisUnitPositions, and(eq(gisUnitPositions.unitId, projectUnits.unitId), isNotNull(gisUnitPositions.x)))
      .limit(1);
    expect(placed).toBeDefined();

    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    await page.goto(`${env.portal.url}/admin/gis`);
    const map = page.getByTestId('plan-map');
    // A building's marker is a zero-size anchor for its label, so it is attached rather than "visible".
    await map.locator('.gis-marker-building').first().waitFor({ state: 'attached' });

    // Every kind but 招商项目 switched off: only project dots remain, one of them the placed project's.
    // Each change asks for the markers again; the legend keeps every kind, so an unticked one can be ticked again.
    for (const kind of ['楼栋', '房源', '企业', '线索意向', '兴趣点']) {
      const answered = page.waitForResponse((r) => r.url().includes('/apiv2/gis/admin/query') && r.status() === 200);
      await page.getByRole('checkbox', { name: new RegExp(`^${kind}`) }).uncheck();
      await answered;
    }
    await map.locator('.gis-marker-project').first().waitFor();
    expect(await map.locator('.gis-marker-building, .gis-marker-unit, .gis-marker-company, .gis-marker-clue, .gis-marker-poi').count()).toBe(0);
    const marker = map.locator(`.gis-marker-project[title="${placed.name}"]`);
    await marker.first().click();
    const popup = map.locator('.leaflet-popup-content');
    await popup.getByText(placed.name).waitFor();
    await popup.getByText('招商项目', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: /^楼栋/ }).check();
    await map.locator('.gis-marker-building').first().waitFor({ state: 'attached' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
