CREATE TABLE `partners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`commission_basis_points` integer NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "partners_commission" CHECK("partners"."commission_basis_points" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `partners_name_unique` ON `partners` (`name`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `partner_id` integer REFERENCES partners(id);--> statement-breakpoint
ALTER TABLE `bookings` ADD `commission_cents` integer;--> statement-breakpoint
CREATE INDEX `bookings_partner_idx` ON `bookings` (`partner_id`,`start_date`) WHERE "bookings"."partner_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `promo_codes` ADD `partner_id` integer REFERENCES partners(id);