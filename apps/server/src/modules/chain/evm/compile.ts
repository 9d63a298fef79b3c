import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

/**
 * A minimal ERC-20 for tests: anyone may mint. The source is embedded rather than kept
 * in a .sol file so it is found the same way from src (tests) and from dist.
 */
export const TEST_TOKEN_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract TestToken {
    string public constant name = "Test Token";
    string public constant symbol = "TST";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    function mint(address to, uint256 value) external {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(balanceOf[msg.sender] >= value, "insufficient balance");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }
}
`;

export interface CompiledContract {
  readonly abi: Abi;
  readonly bytecode: Hex;
}

/** The part of solc's standard-JSON output read here. */
interface SolcOutput {
  readonly errors?: readonly { readonly severity: string; readonly formattedMessage: string }[];
  readonly contracts?: Record<
    string,
    Record<
      string,
      { readonly abi: Abi; readonly evm: { readonly bytecode: { readonly object: string } } }
    >
  >;
}

interface Solc {
  compile(input: string): string;
}

let testToken: CompiledContract | undefined;

/**
 * Compiles TestToken with the `solc` npm package's bundled compiler (no download), once
 * per process: loading that compiler takes seconds.
 */
export function compileTestToken(): CompiledContract {
  testToken ??= compile('TestToken.sol', TEST_TOKEN_SOURCE, 'TestToken');
  return testToken;
}

function compile(file: string, source: string, contract: string): CompiledContract {
  // solc is a devDependency and CommonJS: required here, not imported at the top, so
  // production code that never compiles does not need it installed.
  const solc: Solc = createRequire(import.meta.url)('solc');
  const input = {
    language: 'Solidity',
    sources: { [file]: { content: source } },
    settings: {
      // Pinned below the compiler's default so the bytecode runs on any recent dev node.
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  }
  const compiled = output.contracts?.[file]?.[contract];
  if (compiled === undefined) throw new Error(`solc produced no ${contract} in ${file}`);
  return { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
}
