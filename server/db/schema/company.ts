import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A company in the park (docs/domain/park-operations.md, "Companies"). Codes are dictionary values. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    legalPerson: varchar('legal_person', { length: 64 }),
    foundedOn: date('founded_on'),
    /** 万元 */
    registeredCapital: numeric('registered_capital', { precision: 14, scale: 2, mode: 'number' }),
    /** Dictionary `industry` (GB/T 4754-2017 division, e.g. "39"). */
    industryCode: varchar('industry_code', { length: 8 }),
    /** Dictionary `enterprise_scale`. */
    scale: varchar('scale', { length: 16 }),
    staffCount: integer('staff_count'),
    techStaffCount: integer('tech_staff_count'),
    /** Dictionary `company_status`. */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    regionCode: varchar('region_code', { length: 12 }),
    address: varchar('address', { length: 255 }),
    website: varchar('website', { length: 255 }),
    intro: text('intro'),
    /** Qualification values held (dictionary `qualification`), kept here for filtering; details below. */
    qualifications: jsonb('qualifications')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The building of its main tenancy, for the list filter. */
    building: varchar('building', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_credit_code_uq').on(t.creditCode),
    index('companies_name_idx').on(t.name),
    index('companies_status_industry_idx').on(t.status, t.industryCode),
    index('companies_scale_idx').on(t.scale),
    index('companies_building_idx').on(t.building),
    index('companies_created_idx').on(t.createdAt),
    index('companies_qualifications_idx').using('gin', t.qualifications),
  ],
);

/** Figures of one year: revenue, R&D spend and net assets in 万元, staff at year end. */
export const companyFigures = pgTable(
  'company_figures',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    revenue: numeric('revenue', { precision: 16, scale: 2, mode: 'number' }),
    rdSpend: numeric('rd_spend', { precision: 16, scale: 2, mode: 'number' }),
    netAssets: numeric('net_assets', { precision: 16, scale: 2, mode: 'number' }),
    totalAssets: numeric('total_assets', { precision: 16, scale: 2, mode: 'number' }),
    staffCount: integer('staff_count'),
    techStaffCount: integer('tech_staff_count'),
  },
  (t) => [uniqueIndex('company_figures_year_uq').on(t.companyId, t.year)],
);

export const ipClasses = ['invention_patent', 'utility_model', 'design_patent', 'software_copyright', 'trademark', 'ic_layout'] as const;

export const companyIp = pgTable(
  'company_ip',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ipClass: varchar('ip_class', { length: 32, enum: ipClasses }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('company_ip_uq').on(t.companyId, t.ipClass)],
);

export const companyQualifications = pgTable(
  'company_qualifications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    qualification: varchar('qualification', { length: 32 }).notNull(),
    certificateNo: varchar('certificate_no', { length: 64 }),
    issuedOn: date('issued_on'),
    expiresOn: date('expires_on'),
  },
  (t) => [index('company_qualifications_company_idx').on(t.companyId)],
);

export const companyContacts = pgTable(
  'company_contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    title: varchar('title', { length: 64 }),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 128 }),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [index('company_contacts_company_idx').on(t.companyId)],
);

/** Counterparties of a company: its customers and its suppliers. */
export const companyPartners = pgTable(
  'company_partners',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16, enum: ['customer', 'supplier'] }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    industryCode: varchar('industry_code', { length: 8 }),
    contact: varchar('contact', { length: 64 }),
    phone: varchar('phone', { length: 32 }),
    /** Yearly amount of business with it, 万元. */
    annualAmount: numeric('annual_amount', { precision: 14, scale: 2, mode: 'number' }),
    since: smallint('since'),
  },
  (t) => [index('company_partners_company_kind_idx').on(t.companyId, t.kind), index('company_partners_name_idx').on(t.name)],
);

export const recruitTypes = pgTable('recruit_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull().unique(),
  order: integer('sort_order').notNull().default(0),
  status: varchar('status', { length: 16, enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
});

export const recruitPosts = pgTable(
  'recruit_posts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => recruitTypes.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 128 }).notNull(),
    headcount: integer('headcount').notNull().default(1),
    /** Monthly salary range in yuan. */
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    education: varchar('education', { length: 32 }),
    experience: varchar('experience', { length: 32 }),
    description: text('description'),
    status: varchar('status', { length: 16, enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    publishedOn: date('published_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recruit_posts_company_idx').on(t.companyId), index('recruit_posts_type_idx').on(t.typeId)],
);
