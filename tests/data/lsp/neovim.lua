-- Opens a rules file in Neovim with `robots lsp` attached, waits for its
-- diagnostics, and writes what Neovim holds, one a line:
-- LINE:COLUMN:MESSAGE (1-based, the message's first line). Paths come
-- from the environment: ROBOTS_BIN, ROBOTS_FILE, ROBOTS_OUT.
local bin = os.getenv("ROBOTS_BIN")
local out = os.getenv("ROBOTS_OUT")
vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("ROBOTS_FILE")))
local config = { name = "robots", cmd = { bin, "lsp" }, root_dir = vim.fn.getcwd() }
if vim.lsp.start then
  -- Neovim 0.8 and later: start and attach to this buffer.
  vim.lsp.start(config)
else
  -- Neovim 0.7 (Debian 12's).
  vim.lsp.buf_attach_client(0, vim.lsp.start_client(config))
end
vim.wait(30000, function()
  return #vim.diagnostic.get(0) > 0
end, 50)
local lines = {}
for _, d in ipairs(vim.diagnostic.get(0)) do
  local first = d.message:gsub("\n.*", "")
  table.insert(lines, string.format("%d:%d:%s", d.lnum + 1, d.col + 1, first))
end
table.sort(lines)
vim.fn.writefile(lines, out)
vim.cmd("qa!")
