-- A booking's price line by line (docs/decisions/074): the seats it takes, the option booked and
-- its lines, named as they were. The total is the lines' sum now, so the CHECK that it was the
-- price per person times the people goes, which SQLite can only do by rebuilding the table. The
-- migrations run with foreign keys off (docs/decisions/077), and legacy_alter_table keeps the
-- rename from checking the triggers of the tables that refer to bookings while it is away.
PRAGMA legacy_alter_table = ON;
--> statement-breakpoint
CREATE TABLE `__new_bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tour_id` integer NOT NULL,
	`tour_title` text NOT NULL,
	`tour_title_fr` text,
	`customer_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`days` integer NOT NULL,
	`participants` integer NOT NULL,
	`seats` integer NOT NULL,
	`option_id` integer,
	`option_name` text,
	`option_name_fr` text,
	`lines` text NOT NULL,
	`price_per_person_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`admin_viewed` integer DEFAULT false NOT NULL,
	`special_requests` text,
	`pickup_place` text,
	`language` text NOT NULL,
	`deposit_percent` integer DEFAULT 0 NOT NULL,
	`payment_link` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`reminder_queued_at` text,
	`paid_cents` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bookings_status" CHECK("status" IN ('pending', 'confirmed', 'cancelled', 'completed')),
	CONSTRAINT "bookings_deposit" CHECK("deposit_percent" BETWEEN 0 AND 100),
	CONSTRAINT "bookings_participants_range" CHECK("participants" BETWEEN 1 AND 50),
	CONSTRAINT "bookings_seats_range" CHECK("seats" BETWEEN 1 AND "participants"),
	CONSTRAINT "bookings_dates_order" CHECK("end_date" >= "start_date"),
	CONSTRAINT "bookings_total" CHECK("total_cents" >= 0)
);
--> statement-breakpoint
-- Every booking made before reads as it was priced: N × Adult, everyone in a seat, no option.
INSERT INTO `__new_bookings` ("id", "tour_id", "tour_title", "tour_title_fr", "customer_name", "email", "phone", "start_date", "end_date", "days", "participants", "seats", "option_id", "option_name", "option_name_fr", "lines", "price_per_person_cents", "total_cents", "status", "admin_viewed", "special_requests", "pickup_place", "language", "deposit_percent", "payment_link", "created_at", "reminder_queued_at", "paid_cents") SELECT "id", "tour_id", "tour_title", "tour_title_fr", "customer_name", "email", "phone", "start_date", "end_date", "days", "participants", "participants", NULL, NULL, NULL, json_array(json_object('kind', 'category', 'item_id', NULL, 'name', 'Adult', 'name_fr', 'Adulte', 'quantity', "participants", 'unit_cents', "price_per_person_cents", 'total_cents', "total_cents")), "price_per_person_cents", "total_cents", "status", "admin_viewed", "special_requests", "pickup_place", "language", "deposit_percent", "payment_link", "created_at", "reminder_queued_at", "paid_cents" FROM `bookings`;
--> statement-breakpoint
DROP TABLE `bookings`;
--> statement-breakpoint
ALTER TABLE `__new_bookings` RENAME TO `bookings`;
--> statement-breakpoint
PRAGMA legacy_alter_table = OFF;
--> statement-breakpoint
CREATE INDEX `bookings_departure_idx` ON `bookings` (`tour_id`,`start_date`,`status`);--> statement-breakpoint
CREATE INDEX `bookings_created_idx` ON `bookings` (`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_status_created_idx` ON `bookings` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_start_idx` ON `bookings` (`start_date`);--> statement-breakpoint
CREATE INDEX `bookings_name_idx` ON `bookings` ("customer_name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `bookings_total_idx` ON `bookings` (`total_cents`);--> statement-breakpoint
CREATE INDEX `bookings_owing_idx` ON `bookings` (`created_at`) WHERE "bookings"."status" <> 'cancelled' AND "bookings"."total_cents" > "bookings"."paid_cents";--> statement-breakpoint
-- The table's triggers went with it (migrations 0010 and 0011): the same again.
CREATE TRIGGER `bookings_search_insert` AFTER INSERT ON `bookings` BEGIN
  INSERT INTO `bookings_search` (rowid, `text`) VALUES (new.id, new.customer_name || ' ' || new.email || ' ' || coalesce(new.phone, '') || ' ' || replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '+', ''), '-', ''), '.', ''), '(', ''), ')', ''));
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_search_update` AFTER UPDATE OF `customer_name`, `email`, `phone` ON `bookings` BEGIN
  UPDATE `bookings_search` SET `text` = new.customer_name || ' ' || new.email || ' ' || coalesce(new.phone, '') || ' ' || replace(replace(replace(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '+', ''), '-', ''), '.', ''), '(', ''), ')', '') WHERE rowid = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_search_delete` AFTER DELETE ON `bookings` BEGIN
  DELETE FROM `bookings_search` WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `pending_holds_end` AFTER UPDATE OF `status` ON `bookings` WHEN new.status <> 'pending' BEGIN
  DELETE FROM `pending_holds` WHERE `booking_id` = new.id;
END;
