// Fixture project Workspace: Packages/Core/UI/CoreUI.swift
public enum CoreUI {}
