CREATE TABLE `promo_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`percent` integer,
	`amount_cents` integer,
	`min_spend_cents` integer DEFAULT 0 NOT NULL,
	`valid_from` text,
	`valid_until` text,
	`travel_from` text,
	`travel_until` text,
	`tour_ids` text NOT NULL,
	`max_uses` integer,
	`uses` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "promo_codes_amount" CHECK(("promo_codes"."kind" = 'percent' AND "promo_codes"."percent" IS NOT NULL AND "promo_codes"."percent" BETWEEN 1 AND 100) OR ("promo_codes"."kind" = 'fixed' AND "promo_codes"."amount_cents" IS NOT NULL AND "promo_codes"."amount_cents" > 0)),
	CONSTRAINT "promo_codes_min_spend" CHECK("promo_codes"."min_spend_cents" >= 0),
	CONSTRAINT "promo_codes_uses" CHECK("promo_codes"."uses" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promo_codes_code_unique` ON `promo_codes` (`code`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `promo_code_id` integer REFERENCES promo_codes(id);--> statement-breakpoint
ALTER TABLE `bookings` ADD `promo_code` text;--> statement-breakpoint
-- A cancelled booking gives its code's use back, and one reconfirmed takes it again, whichever
-- change does it (the operator's, or a request that expired): the count is always the bookings
-- holding the code (docs/decisions/074).
CREATE TRIGGER `promo_codes_use_given_back` AFTER UPDATE OF `status` ON `bookings` WHEN new.promo_code_id IS NOT NULL AND new.status = 'cancelled' AND old.status <> 'cancelled' BEGIN
  UPDATE `promo_codes` SET `uses` = `uses` - 1 WHERE `id` = new.promo_code_id;
END;
--> statement-breakpoint
CREATE TRIGGER `promo_codes_use_taken_again` AFTER UPDATE OF `status` ON `bookings` WHEN new.promo_code_id IS NOT NULL AND old.status = 'cancelled' AND new.status <> 'cancelled' BEGIN
  UPDATE `promo_codes` SET `uses` = `uses` + 1 WHERE `id` = new.promo_code_id;
END;
