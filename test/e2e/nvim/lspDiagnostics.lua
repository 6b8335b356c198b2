-- Headless Neovim 0.7 as an LSP client of `hydrocase lsp --stdio`: opens the case's stages.json,
-- attaches the server, waits for problems in stages.json and in the (never opened) geometry
-- table, writes what Neovim holds as JSON and quits: exit 0 when both arrived, 1 when they did
-- not, 2 on a script error (written to the report too, so nothing hangs on an error prompt).
-- 0.7 has no vim.lsp.start: start_client + buf_attach_client (guide §4). Without
-- HYDROCASE_LSP_CMD the client comes from the user's configuration (the README's snippet, loaded
-- with -u), attached when stages.json opens.
local function env(name)
  local value = os.getenv(name)
  if not value then error('missing environment variable ' .. name) end
  return value
end

local out = env('HYDROCASE_NVIM_OUT')

local function dump(buf)
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local lsp = d.user_data and d.user_data.lsp or {}
    table.insert(list, {
      lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
      severity = d.severity, message = d.message, source = d.source, code = d.code or lsp.code,
    })
  end
  return list
end

local function run()
  local case_dir = env('HYDROCASE_CASE_DIR')
  local cmd_json = os.getenv('HYDROCASE_LSP_CMD')
  local wait_ms = tonumber(os.getenv('HYDROCASE_WAIT_MS') or '15000')

  vim.cmd('edit ' .. vim.fn.fnameescape(case_dir .. '/stages.json'))
  local stages_buf = vim.api.nvim_get_current_buf()
  local client_id, attached
  if cmd_json then
    client_id = vim.lsp.start_client({ name = 'hydrocase', cmd = vim.fn.json_decode(cmd_json), root_dir = case_dir })
    attached = client_id ~= nil and vim.lsp.buf_attach_client(stages_buf, client_id)
  else
    -- The configured client shows on the buffer once it has initialized.
    vim.wait(wait_ms, function() return next(vim.lsp.buf_get_clients(stages_buf)) ~= nil end, 50)
    client_id = next(vim.lsp.buf_get_clients(stages_buf))
    attached = client_id ~= nil
  end
  local geometry_buf = vim.uri_to_bufnr(vim.uri_from_fname(case_dir .. '/system/hydro_geometry.parquet'))

  local function has_problems(buf) return #vim.diagnostic.get(buf) > 0 end
  local ok = vim.wait(wait_ms, function() return has_problems(stages_buf) and has_problems(geometry_buf) end, 50)
  local version = vim.version()
  local report = {
    ok = ok,
    attached = attached,
    nvim = string.format('%d.%d.%d', version.major, version.minor, version.patch),
    stages = dump(stages_buf),
    geometry = dump(geometry_buf),
  }
  if client_id then
    vim.lsp.stop_client(client_id)
    vim.wait(3000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 50)
  end
  return report
end

local ran, result = pcall(run)
if not ran then result = { ok = false, error = tostring(result) } end
vim.fn.writefile({ vim.fn.json_encode(result) }, out)
if result.ok then vim.cmd('qall!') elseif ran then vim.cmd('cquit! 1') else vim.cmd('cquit! 2') end
