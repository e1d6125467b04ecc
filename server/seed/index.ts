import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { configEntries, roles, userRoles, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seedDemoCompanies } from './companies';
import { seedDemoMembership } from './membership';
import { seedDemoPolicies } from './policies';
import { seedDemoAdverts, seedStandingAdAreas } from './adverts';
import { defaultConfig } from './config';

export { defaultConfig };
import { seedDemoOrganisation } from './demo';
import { ADMIN_ROLE_CODE } from '@shared/roles';
import { syncPortalMenus } from './menus';
import { seedDemoMembers, syncDictionaries } from './organization';
import { seedDemoSubscriptions } from './subscriptions';
import { seedDemoVisitors } from './visitors';
import { seedDemoApplications } from './applications';
import { seedDemoWorkflows } from './workflows';
import { seedDemoArticleCategories, seedDemoArticles, seedStandingPages } from './articles';
import { seedDemoForum, seedForumWords } from './forum';
import { seedDemoAirQuality } from './airquality';
import { ensureDailyValues } from '../modules/airquality/service';
import { ensureCuratedPhrasings } from '../modules/assistant/curated';
import { ensurePassages } from '../modules/assistant/passages';
import { seedDemoCuratedAnswers } from './assistant';
import { seedDemoClues, seedStandingTaskTypes } from './clues';
import { ensureProjectApprovalWorkflow, seedDemoProjectDocuments, seedDemoProjects, seedStandingProjectSettings } from './projects';
import { seedDemoGis } from './gis';
import { defaultUploadDir } from '../lib/uploads';
import { openUploadStore, type S3StoreOptions, type UploadStoreKind } from '../lib/uploadStore';

export const ADMIN_USERNAME = 'admin';

export type SeedResult = { adminCreated: boolean; generatedPassword?: string };

/**
 * Idempotent start-up seeding: menus are synced every time; the configuration defaults and the first
 * admin are added only when missing. Returns the admin's password only when it was generated here.
 */
export type SeedOptions = {
  adminPassword?: string;
  demo?: boolean;
  /** Where the demo's uploaded files go: the same store the server serves uploads from (BuildAppOptions). */
  uploadStore?: UploadStoreKind;
  uploadDir?: string;
  s3?: S3StoreOptions;
};

export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await syncPortalMenus(tx);
    await syncDictionaries(tx);
    await seedStandingPages(tx);
    await seedStandingAdAreas(tx);
    await seedStandingTaskTypes(tx);
    await seedStandingProjectSettings(tx);
    await tx
      .insert(configEntries)
      .values(Object.entries(defaultConfig).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();

    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${ADMIN_USERNAME}`)
      .limit(1);
    if (existing) {
      // An older park's content gets the assistant's passages once (they are kept current from then on).
      await ensurePassages(tx);
      await ensureCuratedPhrasings(tx);
      await ensureDailyValues(tx, new Date());
      await ensureProjectApprovalWorkflow(tx);
      return { adminCreated: false };
    }

    const generatedPassword = options.adminPassword ? undefined : crypto.randomBytes(12).toString('base64url');
    const [admin] = await tx
      .insert(users)
      .values({
        username: ADMIN_USERNAME,
        passwordHash: await hashPassword(options.adminPassword ?? generatedPassword!),
        realName: '系统管理员',
        email: 'admin@park.example.cn',
      })
      .returning({ id: users.id });
    const [adminRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, ADMIN_ROLE_CODE));
    await tx.insert(userRoles).values({ userId: admin.id, roleId: adminRole.id });
    // Every new park starts with the forum's default sensitive words (edited in 论坛管理).
    await seedForumWords(tx);
    // A new park gets the demo organisation, roles, staff, companies, policies, workflows, visitors, their subscriptions, policy applications, article categories, articles, adverts and the forum (SEED_DEMO=false for an empty one).
    if (options.demo !== false) {
      await seedDemoOrganisation(tx);
      await seedDemoMembers(tx);
      await seedDemoWorkflows(tx);
      await seedDemoCompanies(tx);
      await seedDemoPolicies(tx);
      await seedDemoVisitors(tx);
      await seedDemoMembership(tx);
      await seedDemoSubscriptions(tx);
      await seedDemoApplications(tx);
      await seedDemoArticleCategories(tx);
      await seedDemoArticles(tx, new Date());
      await seedDemoCuratedAnswers(tx, new Date());
      await seedDemoAdverts(tx, new Date());
      await seedDemoForum(tx, new Date());
      await seedDemoAirQuality(tx, new Date());
      await seedDemoClues(tx, new Date());
      await seedDemoProjects(tx, new Date());
      // The demo site plan and the projects' documents are stored as uploads: written where the server keeps uploads
      // (in this transaction when that is the database).
      const uploads = openUploadStore(options.uploadStore ?? 'disk', { db: tx, dir: options.uploadDir ?? defaultUploadDir(), s3: options.s3 });
      await seedDemoGis(tx, new Date(), uploads);
      await seedDemoProjectDocuments(tx, new Date(), uploads);
    }
    await ensureProjectApprovalWorkflow(tx);
    await ensurePassages(tx);
    await ensureCuratedPhrasings(tx);
    await ensureDailyValues(tx, new Date());
    return { adminCreated: true, generatedPassword };
  });
}
