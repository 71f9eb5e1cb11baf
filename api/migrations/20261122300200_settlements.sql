-- Settlements: the resale value of a supplier's reused equipment, less the provider's service
-- costs, for a period, with its lines and a PDF. Status moves unpaid -> paid -> settled.
create table settlements (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references suppliers (id) on delete cascade,
  settlement_number text not null unique check (length(btrim(settlement_number)) between 1 and 60),
  period_type text not null check (period_type in ('monthly', 'quarterly', 'yearly')),
  period_start date not null,
  period_end date not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- Sums of the lines, kept here so lists and totals need not add up lines.
  resale_value numeric(14, 2) not null,
  service_costs numeric(14, 2) not null,
  net_amount numeric(14, 2) generated always as (resale_value - service_costs) stored,
  status text not null default 'unpaid' check (status in ('unpaid', 'paid', 'settled')),
  status_changed_at timestamptz not null default now(),
  -- The settlement's PDF, stored under the data folder with a server-made name.
  document_file_name text check (length(document_file_name) between 1 and 200),
  document_storage_name text unique check (document_storage_name ~ '^[0-9a-f-]{36}\.pdf$'),
  document_size_bytes bigint check (document_size_bytes > 0),
  created_at timestamptz not null default now(),
  check (period_end >= period_start),
  check ((document_storage_name is null) = (document_file_name is null))
);
create index settlements_supplier_period_index on settlements (supplier_id, period_start desc);

create table settlement_lines (
  id uuid primary key default gen_random_uuid(),
  settlement_id uuid not null references settlements (id) on delete cascade,
  position integer not null,
  description text not null check (length(btrim(description)) between 1 and 300),
  category text check (length(category) <= 100),
  quantity integer not null check (quantity >= 0),
  resale_value numeric(14, 2) not null,
  service_costs numeric(14, 2) not null,
  net_amount numeric(14, 2) generated always as (resale_value - service_costs) stored,
  unique (settlement_id, position)
);
